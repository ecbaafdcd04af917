import type { ReactNode } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { drawerBackdrop, drawerDialog } from '../styles/drawer.css.ts';
import * as styles from './Drawer.css.ts';

interface DrawerProps {
  readonly side: 'left' | 'right';
  /** A CSS width, e.g. 'min(20rem, 85vw)'. */
  readonly width: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly id?: string;
  /** One of the two names the dialog needs: a label, or the id of its heading. */
  readonly 'aria-label'?: string;
  readonly 'aria-labelledby'?: string;
}

/**
 * A panel sliding in at one edge over a dimmed page, open while it is rendered (its machine
 * decides). A modal dialog from react-aria: Tab stays inside, Escape or a click beside it
 * closes it, focus goes back to what opened it, and the page behind does not scroll (react-aria
 * locks it: no hand-written scroll lock). react-aria costs about 20 KB gzip, so load the
 * component that renders a Drawer on demand (src/ui/app/lazy-overlay.ts).
 */
export function Drawer({ side, width, onClose, children, id, ...names }: DrawerProps) {
  return (
    <ModalOverlay className={drawerBackdrop} isOpen isDismissable onOpenChange={(open) => open || onClose()}>
      <Modal className={styles.panel[side]} style={{ width }}>
        <Dialog id={id} className={drawerDialog} {...names}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
