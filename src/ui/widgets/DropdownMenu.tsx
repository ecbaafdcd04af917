import { useMachine } from '@xstate/react';
import { useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { hoverMenuMachine } from '../../machines/hover-menu.machine.ts';
import * as styles from './DropdownMenu.css.ts';

export type DropdownItem = { readonly label: string; readonly to: string } | { readonly label: string; readonly onSelect: () => void };

interface DropdownMenuProps {
  readonly label: React.ReactNode;
  /** The accessible name when the label is an icon. */
  readonly ariaLabel?: string;
  readonly triggerClassName?: string;
  readonly items: readonly DropdownItem[];
  readonly align?: 'start' | 'end';
}

/**
 * A disclosure of links or actions: opens on hover or press, closes 200 ms after the pointer
 * leaves, on Escape and on navigation (the hover-menu machine).
 * Hand-written rather than react-aria's Menu: the header carries it on every route, and Menu with
 * its popover adds about 30 KB gzip to every first load.
 */
export function DropdownMenu({ label, ariaLabel, triggerClassName, items, align = 'start' }: DropdownMenuProps) {
  const [snapshot, send] = useMachine(hoverMenuMachine);
  const { pathname } = useLocation();
  const panelId = useId();
  const isOpen = !snapshot.matches('closed');

  // The router is the event source for "the page changed".
  useEffect(() => {
    send({ type: 'menu.close' });
  }, [pathname, send]);

  return (
    <div
      className={styles.root}
      onPointerEnter={(event) => event.pointerType === 'mouse' && send({ type: 'pointer.enter' })}
      onPointerLeave={(event) => event.pointerType === 'mouse' && send({ type: 'pointer.leave' })}
      onKeyDown={(event) => event.key === 'Escape' && send({ type: 'menu.close' })}
    >
      <button
        type="button"
        className={triggerClassName ?? styles.trigger}
        aria-label={ariaLabel}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => send({ type: 'menu.toggle' })}
      >
        {label}
      </button>
      {isOpen && (
        <ul id={panelId} className={align === 'end' ? `${styles.panel} ${styles.panelEnd}` : styles.panel}>
          {items.map((item) => (
            <li key={item.label}>
              {'to' in item ? (
                <Link className={styles.item} to={item.to}>
                  {item.label}
                </Link>
              ) : (
                <button type="button" className={styles.itemButton} onClick={item.onSelect}>
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
