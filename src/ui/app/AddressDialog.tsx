import { useSelector } from '@xstate/react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { ActorRefFrom } from 'xstate';
import type { addressFormMachine } from '../../machines/addresses/address-form.machine.ts';
import { addressFormView } from '../../machines/addresses/address-form.view.ts';
import { AddressForm } from './AddressForm.tsx';
import * as styles from './AddressDialog.css.ts';

interface AddressDialogProps {
  /** The form's actor: the parent screen's machine invokes the address form while the dialog is open. */
  readonly actor: ActorRefFrom<typeof addressFormMachine>;
  readonly onClose: () => void;
}

/**
 * The add/edit address dialog shared by checkout and the address book. A modal dialog: focus
 * stays inside while it is open and returns to the button that opened it; Escape closes it.
 */
export function AddressDialog({ actor, onClose }: AddressDialogProps) {
  const view = useSelector(actor, addressFormView);
  return (
    <ModalOverlay className={styles.backdrop} isOpen isDismissable={!view.saving} onOpenChange={(open) => open || onClose()}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {view.title}
          </Heading>
          <AddressForm view={view} send={actor.send} onCancel={onClose} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
