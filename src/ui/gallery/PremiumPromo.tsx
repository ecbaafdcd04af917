import type { PremiumPromoEvent } from '../../machines/gallery/premium-promo.machine.ts';
import type { PremiumPromoView } from '../../machines/gallery/premium-promo.view.ts';
import { secondaryButton } from '../styles/buttons.css.ts';
import { Dialog } from '../widgets/Dialog.tsx';
import * as overlays from './gallery-overlays.css.ts';
import * as styles from './gallery.css.ts';

/** The premium subscription promo: Escape or a click outside closes it. Loaded on demand. */
export function PremiumPromo({ view, send }: { readonly view: PremiumPromoView; readonly send: (event: PremiumPromoEvent) => void }) {
  return (
    <Dialog title="Go Premium" onClose={() => send({ type: 'promo.close' })}>
      <p>Unlimited full-resolution downloads without the watermark, and early access to new stories.</p>
      <div className={overlays.planToggle} role="group" aria-label="Billing">
        {(['yearly', 'monthly'] as const).map((plan) => (
          <button
            key={plan}
            type="button"
            className={view.plan === plan ? `${overlays.planButton} ${overlays.planChosen}` : overlays.planButton}
            aria-pressed={view.plan === plan}
            onClick={() => send({ type: 'plan.select', plan })}
          >
            {plan === 'yearly' ? 'Yearly' : 'Monthly'}
          </button>
        ))}
      </div>
      <p className={styles.price}>{view.price}</p>
      <button type="button" className={secondaryButton} onClick={() => send({ type: 'promo.close' })} autoFocus>
        Maybe later
      </button>
    </Dialog>
  );
}
