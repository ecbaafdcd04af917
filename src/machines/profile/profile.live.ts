import { fromPromise } from 'xstate';
import { liveAddressFormMachine } from '../addresses/address-form.live.ts';
import { liveAddToCartMachine } from '../shared/add-to-cart.live.ts';
import { liveWishlistToggleMachine } from '../shared/wishlist-toggle.live.ts';
import { addressBookMachine } from './address-book.machine.ts';
import { profileMachine } from './profile.machine.ts';

const requests = () => import('./profile.requests.ts');

/** The picture's size as the browser decodes it; a file it cannot decode is refused. */
async function measure(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

const addressRequests = () => import('./address-book.requests.ts');

/** The Address Book tab wired to the real API and the shared address dialog. */
export const liveAddressBookMachine = addressBookMachine.provide({
  actors: {
    addressForm: liveAddressFormMachine,
    deleteAddress: fromPromise(async ({ input, signal }) => (await addressRequests()).removeAddress(input.id, signal)),
    updateAddress: fromPromise(async ({ input, signal }) => (await addressRequests()).changeAddress(input.id, input.body, signal)),
  },
});

/** /profile wired to the real API. */
export const liveProfileMachine = profileMachine.provide({
  actors: {
    addressBook: liveAddressBookMachine,
    addToCart: liveAddToCartMachine,
    wishlistToggle: liveWishlistToggleMachine,
    loadUser: fromPromise(async ({ signal }) => (await requests()).fetchMe(signal)),
    saveDetails: fromPromise(async ({ input, signal }) => (await requests()).saveProfile(input, signal)),
    changePassword: fromPromise(async ({ input, signal }) => (await requests()).savePassword(input, signal)),
    savePreferences: fromPromise(async ({ input, signal }) => (await requests()).savePreferences(input, signal)),
    measureImage: fromPromise(async ({ input }) => measure(input.file)),
    uploadImage: fromPromise(async ({ input, signal }) => (await requests()).sendProfileImage(input.file, signal)),
    removeImage: fromPromise(async ({ signal }) => (await requests()).deleteProfileImage(signal)),
  },
});
