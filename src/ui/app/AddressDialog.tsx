import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { addressFormMachine } from '../../machines/addresses/address-form.machine.ts';
import { addressFormView } from '../../machines/addresses/address-form.view.ts';
import { Dialog } from '../widgets/Dialog.tsx';
import { AddressForm } from './AddressForm.tsx';

interface AddressDialogProps {
  /** The form's actor: the parent screen's machine invokes the address form while the dialog is open. */
  readonly actor: ActorRefFrom<typeof addressFormMachine>;
  readonly onClose: () => void;
}

/**
 * The add/edit address dialog shared by checkout and the address book: focus stays inside while it
 * is open and returns to the button that opened it; Escape closes it, except while saving.
 */
export function AddressDialog({ actor, onClose }: AddressDialogProps) {
  const view = useSelector(actor, addressFormView);
  return (
    <Dialog title={view.title} onClose={onClose} isDismissable={!view.saving}>
      <AddressForm view={view} send={actor.send} onCancel={onClose} />
    </Dialog>
  );
}
