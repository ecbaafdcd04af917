import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import * as styles from './Dialog.css.ts';

interface DialogProps {
  /** The heading, which also names the dialog. */
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** False while something is being saved: Escape and a click outside then do nothing. */
  readonly isDismissable?: boolean;
  /** 'alertdialog' for a confirmation. */
  readonly role?: 'dialog' | 'alertdialog';
}

/**
 * A centred modal dialog, open while it is rendered (its machine decides). react-aria: Tab stays
 * inside, Escape or a click outside closes it, focus returns to what opened it, the page behind
 * does not scroll. react-aria costs about 20 KB gzip, so load the component that renders a
 * Dialog on demand (src/ui/app/lazy-overlay.ts).
 */
export function Dialog({ title, onClose, children, isDismissable = true, role = 'dialog' }: DialogProps) {
  return (
    <ModalOverlay
      className={styles.backdrop}
      isOpen
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      onOpenChange={(open) => open || onClose()}
    >
      <Modal className={styles.modal}>
        <AriaDialog className={styles.dialog} role={role}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
