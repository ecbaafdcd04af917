import { assertEvent, enqueueActions, fromPromise, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import type { components } from '../../api/schema.gen.ts';
import { withDefaultPreferences, type Preferences } from '../../domain/profile-options.ts';
import { validateChangePassword, type ChangePasswordForm } from '../../domain/validation/passwords.ts';
import { validateProfileImage } from '../../domain/validation/profile-image.ts';
import { validateProfile } from '../../domain/validation/profile.ts';
import type { AppEffect, EffectReport } from '../app-effects.ts';
import { addToCartMachine } from '../shared/add-to-cart.machine.ts';
import { wishlistToggleMachine } from '../shared/wishlist-toggle.machine.ts';
import { isUnauthorized } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';
import { addressBookMachine } from './address-book.machine.ts';
import { formOf, profileFailure, type DetailsField, type DetailsForm, type ProfileUpdate, type User } from './profile-form.ts';
import { unprovided } from '../unprovided.ts';

// The /profile machine's types, actors, guards and shared actions. Its regions live in
// profile-*.states.ts and are put together in profile.machine.ts.

export type WishlistEntry = components['schemas']['WishlistEntry'];

export const PROFILE_TABS = ['details', 'wishlist', 'addresses'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export type PasswordField = keyof ChangePasswordForm;
/** The chosen file; width and height are read by the browser before the upload. */
export type ChosenImage = { file: Blob; type: string; size: number };

export interface ProfileContext {
  readonly session: AnyActorRef | null;
  readonly user: User | null;
  readonly tab: ProfileTab;
  /** The slide-in tab menu of small screens. */
  readonly menuOpen: boolean;
  readonly form: DetailsForm;
  readonly passwords: ChangePasswordForm;
  readonly preferences: Preferences;
  readonly image: ChosenImage | null;
  readonly imageWarning: string | null;
  readonly imageError: string | null;
  /** The Wishlist tab's Remove buttons: the shared wishlist heart, one per saved product (by product id). */
  readonly wishlistToggles: Readonly<Record<string, ActorRefFrom<typeof wishlistToggleMachine>>>;
}

/** What the page sends. */
export type ProfileEvent =
  | { type: 'tab.select'; tab: ProfileTab }
  | { type: 'menu.open' }
  | { type: 'menu.close' }
  | { type: 'field.change'; field: DetailsField; value: string }
  | { type: 'details.save' }
  | { type: 'password.change'; field: PasswordField; value: string }
  | { type: 'password.submit' }
  | { type: 'preference.toggle'; key: keyof Preferences }
  | { type: 'image.choose'; image: ChosenImage }
  | { type: 'image.remove' }
  | { type: 'profile.retry' };

/** Internal: the user changed on the server (a save here or in a child), so it is read again. */
type UserStale = { type: 'user.stale' };

export const EMPTY_PASSWORDS: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const toast = (kind: 'success' | 'error', message: string) => ({ type: 'toast', kind, message }) as const;

/** What a freshly read user puts on screen: the form and the switches start from it. */
export function fromUser(user: User): Pick<ProfileContext, 'user' | 'form' | 'preferences'> {
  return { user, form: formOf(user), preferences: withDefaultPreferences(user.preferences) };
}

/** The id of the wishlist heart spawned for one saved product. */
export const wishlistToggleId = (productId: string) => `wishlist-${productId}`;

export const profileSetup = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent | EffectReport | UserStale,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null; tab?: ProfileTab },
    children: {} as { addressBook: 'addressBook'; addToCart: 'addToCart' },
  },
  actors: {
    addressBook: addressBookMachine,
    addToCart: addToCartMachine,
    wishlistToggle: wishlistToggleMachine,
    loadUser: fromPromise<User>(() => unprovided('loadUser')),
    saveDetails: fromPromise<User, ProfileUpdate>(() => unprovided('saveDetails')),
    changePassword: fromPromise<unknown, ChangePasswordForm>(() => unprovided('changePassword')),
    savePreferences: fromPromise<unknown, Preferences>(() => unprovided('savePreferences')),
    measureImage: fromPromise<{ width: number; height: number }, { file: Blob }>(() => unprovided('measureImage')),
    uploadImage: fromPromise<unknown, { file: Blob }>(() => unprovided('uploadImage')),
    removeImage: fromPromise<unknown>(() => unprovided('removeImage')),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    detailsAreInvalid: ({ context }) => validateProfile(context.form) !== null,
    passwordsAreInvalid: ({ context }) => validateChangePassword(context.passwords) !== null,
    imageIsRefused: ({ event }) => {
      assertEvent(event, 'image.choose');
      return validateProfileImage(event.image) !== null;
    },
  },
  actions: {
    // A 401 says nothing here: the session leaves for /login and says why there, once.
    failureToast: enqueueActions(({ enqueue, event }, params: { fallback: string }) => {
      const { error } = event as unknown as { error: unknown };
      if (!isUnauthorized(error)) enqueue.emit(toast('error', profileFailure(error, params.fallback)));
    }),
    // The session's user reloads (the app does that), and so does this screen's: the header's
    // tiles, the picture and the wishlist show what the server now holds.
    userChanged: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'user.changed' });
      enqueue.raise({ type: 'user.stale' });
    }),
  },
});
