import type { ProfileEvent } from '../../machines/profile/profile.machine.ts';
import type { ProfileView } from '../../machines/profile/profile.view.ts';
import { secondaryButton } from '../styles/buttons.css.ts';
import { Drawer } from '../widgets/Drawer.tsx';
import * as styles from './ProfilePage.css.ts';

/** The small-screen tab menu, sliding in from the left (loaded on demand). */
export function ProfileMenuDrawer({ view, send }: { view: ProfileView; send: (event: ProfileEvent) => void }) {
  return (
    <Drawer side="left" width="16rem" onClose={() => send({ type: 'menu.close' })} aria-label="Profile sections">
      <ul className={styles.menuList}>
        {view.tabs.map((tab) => (
          <li key={tab.key}>
            <button
              type="button"
              className={secondaryButton}
              aria-current={tab.key === view.tab ? 'page' : undefined}
              onClick={() => send({ type: 'tab.select', tab: tab.key })}
            >
              {tab.label}
            </button>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
