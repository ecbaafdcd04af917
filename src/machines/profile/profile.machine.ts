import { assign, emit, fromPromise, setup, type AnyActorRef } from 'xstate';
import { addToCartMachine } from '../shared/add-to-cart.machine.ts';
import { addressBookMachine } from './address-book.machine.ts';
import type { components } from '../../api/schema.gen.ts';
import { GENDERS, withDefaultPreferences, type Gender, type Preferences } from '../../domain/profile-options.ts';
import { validateChangePassword, type ChangePasswordForm } from '../../domain/validation/passwords.ts';
import { profileImageSizeWarning, validateProfileImage } from '../../domain/validation/profile-image.ts';
import { BIO_MAX_LENGTH, MORE_DETAILS_MAX_LENGTH, validateProfile } from '../../domain/validation/profile.ts';
import type { AppEffect, EffectReport } from '../app-effects.ts';
import { failureMessage } from '../request-failure.ts';
import { isLoggedIn } from '../session-ref.ts';

export type User = components['schemas']['User'];
export type ProfileUpdate = components['schemas']['ProfileUpdate'];
export type WishlistEntry = components['schemas']['WishlistEntry'];

/** Shop spec §8 "Profile". */
export const PROFILE_UPDATED = 'Profile updated successfully';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';
export const PASSWORD_CHANGED = 'Password changed successfully';
export const PASSWORD_CHANGE_FAILED = 'Failed to change password';
export const PREFERENCES_UPDATED = 'Preferences updated';
export const PREFERENCES_FAILED = 'Failed to update preferences';
export const IMAGE_UPLOADED = 'Profile image updated';
export const IMAGE_UPLOAD_FAILED = 'Failed to upload profile image';
export const IMAGE_REMOVED = 'Profile image removed';
export const IMAGE_REMOVE_FAILED = 'Failed to remove profile image';
export const WISHLIST_REMOVED = 'Removed from wishlist';
export const WISHLIST_REMOVE_FAILED = 'Failed to remove from wishlist';
export const NETWORK_ERROR = 'Network error. Please check your connection and try again.';
export const AUTH_EXPIRED = 'Authentication expired. Please log in again.';

export const PROFILE_TABS = ['details', 'wishlist', 'addresses'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export type DetailsForm = { name: string; phone: string; dateOfBirth: string; gender: Gender | ''; bio: string; address: string; moreDetails: string };
export type DetailsField = keyof DetailsForm;
export type PasswordField = keyof ChangePasswordForm;
/** The chosen file; width and height are read by the browser before the upload. */
export type ChosenImage = { file: Blob; type: string; size: number };

interface ProfileContext {
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
}

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
  | { type: 'profile.retry' }
  | { type: 'wishlist.remove'; productId: string; variantId: string | null };

const EMPTY_PASSWORDS: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
const CAPS: Partial<Record<DetailsField, number>> = { bio: BIO_MAX_LENGTH, moreDetails: MORE_DETAILS_MAX_LENGTH };

function formOf(user: User): DetailsForm {
  const gender = user.gender && (GENDERS as readonly string[]).includes(user.gender) ? user.gender : '';
  return {
    name: user.name,
    phone: user.phone,
    dateOfBirth: user.dateOfBirth ?? '',
    gender,
    bio: user.bio,
    address: user.address,
    moreDetails: user.moreDetails,
  };
}

/** PUT /user/profile: empty optional fields go as absent (date, gender) or empty text. */
export function profileUpdate(form: DetailsForm): ProfileUpdate {
  return {
    name: form.name.trim(),
    phone: form.phone.trim(),
    bio: form.bio,
    address: form.address.trim(),
    moreDetails: form.moreDetails,
    ...(form.dateOfBirth === '' ? {} : { dateOfBirth: form.dateOfBirth }),
    ...(form.gender === '' ? {} : { gender: form.gender }),
  };
}

function tagOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { _tag?: unknown })._tag : undefined;
}

/** §8 "Profile": the server's words; a network failure and an expired login have their own. */
export function profileFailure(error: unknown, fallback: string): string {
  if (tagOf(error) === 'Network') return NETWORK_ERROR;
  if (tagOf(error) === 'Unauthorized') return AUTH_EXPIRED;
  return failureMessage(error, fallback);
}

const toast = (kind: 'success' | 'error', message: string) => ({ type: 'toast', kind, message }) as const;
/** What a freshly read user puts on screen: the form and the switches start from it. */
function fromUser(user: User): Pick<ProfileContext, 'user' | 'form' | 'preferences'> {
  return { user, form: formOf(user), preferences: withDefaultPreferences(user.preferences) };
}

/**
 * /profile (shop spec §2 "Profile", §3 "User", §5 "Profile" and "Change password", §8): a guest
 * sees a log-in prompt; a customer's details form, preferences, password change and picture each
 * save on their own, and every save reloads the user (here and in the session).
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent | EffectReport,
    emitted: {} as AppEffect,
    input: {} as { session: AnyActorRef | null; tab?: ProfileTab },
    children: {} as { addressBook: 'addressBook'; addToCart: 'addToCart' },
  },
  actors: {
    addressBook: addressBookMachine,
    addToCart: addToCartMachine,
    removeWishlistEntry: fromPromise<readonly WishlistEntry[], { productId: string; variantId: string | null }>(() => Promise.reject(new Error('removeWishlistEntry is not provided'))),
    loadUser: fromPromise<User>(() => Promise.reject(new Error('loadUser is not provided'))),
    saveDetails: fromPromise<User, ProfileUpdate>(() => Promise.reject(new Error('saveDetails is not provided'))),
    changePassword: fromPromise<unknown, ChangePasswordForm>(() => Promise.reject(new Error('changePassword is not provided'))),
    savePreferences: fromPromise<unknown, Preferences>(() => Promise.reject(new Error('savePreferences is not provided'))),
    measureImage: fromPromise<{ width: number; height: number }, { file: Blob }>(() => Promise.reject(new Error('measureImage is not provided'))),
    uploadImage: fromPromise<unknown, { file: Blob }>(() => Promise.reject(new Error('uploadImage is not provided'))),
    removeImage: fromPromise<unknown>(() => Promise.reject(new Error('removeImage is not provided'))),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedIn(context.session),
    detailsAreInvalid: ({ context }) => validateProfile(context.form) !== null,
    passwordsAreInvalid: ({ context }) => validateChangePassword(context.passwords) !== null,
    imageIsRefused: ({ event }) => event.type === 'image.choose' && validateProfileImage(event.image) !== null,
  },
  actions: {
    userChanged: emit({ type: 'user.changed' } as const),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    session: input.session,
    user: null,
    tab: input.tab ?? 'details',
    menuOpen: false,
    form: { name: '', phone: '', dateOfBirth: '', gender: '', bio: '', address: '', moreDetails: '' },
    passwords: EMPTY_PASSWORDS,
    preferences: withDefaultPreferences(null),
    image: null,
    imageWarning: null,
    imageError: null,
  }),
  initial: 'checkingLogin',
  on: {
    'tab.select': { actions: assign({ tab: ({ event }) => event.tab, menuOpen: false }) },
    'menu.open': { actions: assign({ menuOpen: true }) },
    'menu.close': { actions: assign({ menuOpen: false }) },
  },
  states: {
    checkingLogin: { always: [{ guard: 'isLoggedIn', target: 'loading' }, { target: 'guest' }] },
    guest: {},
    loading: {
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: { target: 'ready', actions: assign(({ event }) => fromUser(event.output)) },
        onError: { target: 'failed', actions: emit(({ event }) => toast('error', profileFailure(event.error, PROFILE_UPDATE_FAILED))) },
      },
    },
    failed: { on: { 'profile.retry': 'loading' } },
    ready: {
      type: 'parallel',
      // The Address Book tab is its own machine; what it reports leaves through this screen.
      invoke: [
        { id: 'addressBook', src: 'addressBook', input: ({ context }) => ({ addresses: context.user?.addresses ?? [] }) },
        // The Wishlist tab's Add to Cart: the shared machine (one for every entry; each press names its line).
        { id: 'addToCart', src: 'addToCart', input: ({ context }) => ({ session: context.session }) },
      ],
      on: { 'app.effect': { actions: emit(({ event }) => event.effect) } },
      states: {
        details: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'field.change': {
                  actions: assign({
                    form: ({ context, event }) => ({ ...context.form, [event.field]: event.value.slice(0, CAPS[event.field] ?? event.value.length) }),
                  }),
                },
                'details.save': [
                  { guard: 'detailsAreInvalid', actions: emit(({ context }) => toast('error', validateProfile(context.form) ?? '')) },
                  { target: 'saving' },
                ],
              },
            },
            saving: {
              invoke: {
                id: 'saveDetails',
                src: 'saveDetails',
                input: ({ context }) => profileUpdate(context.form),
                onDone: { target: 'editing', actions: [assign(({ event }) => fromUser(event.output)), emit(toast('success', PROFILE_UPDATED)), 'userChanged'] },
                onError: { target: 'editing', actions: emit(({ event }) => toast('error', profileFailure(event.error, PROFILE_UPDATE_FAILED))) },
              },
            },
          },
        },
        password: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'password.change': { actions: assign({ passwords: ({ context, event }) => ({ ...context.passwords, [event.field]: event.value }) }) },
                'password.submit': [
                  { guard: 'passwordsAreInvalid', actions: emit(({ context }) => toast('error', validateChangePassword(context.passwords) ?? '')) },
                  { target: 'saving' },
                ],
              },
            },
            saving: {
              invoke: {
                id: 'changePassword',
                src: 'changePassword',
                input: ({ context }) => context.passwords,
                onDone: { target: 'editing', actions: [assign({ passwords: EMPTY_PASSWORDS }), emit(toast('success', PASSWORD_CHANGED))] },
                onError: { target: 'editing', actions: emit(({ event }) => toast('error', profileFailure(event.error, PASSWORD_CHANGE_FAILED))) },
              },
            },
          },
        },
        preferences: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'preference.toggle': {
                  target: 'saving',
                  actions: assign({ preferences: ({ context, event }) => ({ ...context.preferences, [event.key]: !context.preferences[event.key] }) }),
                },
              },
            },
            saving: {
              invoke: {
                id: 'savePreferences',
                src: 'savePreferences',
                input: ({ context }) => context.preferences,
                onDone: { target: 'idle', actions: [emit(toast('success', PREFERENCES_UPDATED)), 'userChanged'] },
                // The switch goes back to what the server still holds.
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ preferences: ({ context }) => withDefaultPreferences(context.user?.preferences) }),
                    emit(({ event }) => toast('error', profileFailure(event.error, PREFERENCES_FAILED))),
                  ],
                },
              },
            },
          },
        },
        wishlist: {
          initial: 'idle',
          states: {
            idle: { on: { 'wishlist.remove': 'removing' } },
            removing: {
              invoke: {
                id: 'removeWishlistEntry',
                src: 'removeWishlistEntry',
                input: ({ event }) => (event.type === 'wishlist.remove' ? { productId: event.productId, variantId: event.variantId } : { productId: '', variantId: null }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ user: ({ context, event }) => (context.user ? { ...context.user, wishlist: [...event.output] } : null) }),
                    emit(toast('success', WISHLIST_REMOVED)),
                    'userChanged',
                  ],
                },
                onError: { target: 'idle', actions: emit(({ event }) => toast('error', profileFailure(event.error, WISHLIST_REMOVE_FAILED))) },
              },
            },
          },
        },
        image: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'image.choose': [
                  {
                    guard: 'imageIsRefused',
                    actions: assign({ imageError: ({ event }) => validateProfileImage(event.image), imageWarning: null }),
                  },
                  { target: 'measuring', actions: assign({ image: ({ event }) => event.image, imageError: null, imageWarning: null }) },
                ],
                'image.remove': { target: 'removing', actions: assign({ imageError: null, imageWarning: null }) },
              },
            },
            measuring: {
              invoke: {
                id: 'measureImage',
                src: 'measureImage',
                input: ({ context }) => ({ file: context.image?.file ?? new Blob() }),
                // A warning only: the upload goes ahead.
                onDone: { target: 'uploading', actions: assign({ imageWarning: ({ event }) => profileImageSizeWarning(event.output.width, event.output.height) }) },
                // The browser could not read it as a picture.
                onError: { target: 'idle', actions: assign({ image: null, imageError: 'Please select an image file' }) },
              },
            },
            uploading: {
              invoke: {
                id: 'uploadImage',
                src: 'uploadImage',
                input: ({ context }) => ({ file: context.image?.file ?? new Blob() }),
                onDone: { target: 'reloading', actions: [assign({ image: null }), emit(toast('success', IMAGE_UPLOADED)), 'userChanged'] },
                onError: {
                  target: 'idle',
                  actions: [assign({ image: null, imageError: ({ event }) => profileFailure(event.error, IMAGE_UPLOAD_FAILED) }), emit(({ event }) => toast('error', profileFailure(event.error, IMAGE_UPLOAD_FAILED)))],
                },
              },
            },
            removing: {
              invoke: {
                id: 'removeImage',
                src: 'removeImage',
                onDone: { target: 'reloading', actions: [emit(toast('success', IMAGE_REMOVED)), 'userChanged'] },
                onError: { target: 'idle', actions: emit(({ event }) => toast('error', profileFailure(event.error, IMAGE_REMOVE_FAILED))) },
              },
            },
            // The picture's address changed: the user is read again (the spec reloads the page).
            reloading: {
              invoke: {
                id: 'reloadUser',
                src: 'loadUser',
                onDone: { target: 'idle', actions: assign({ user: ({ event }) => event.output }) },
                onError: 'idle',
              },
            },
          },
        },
      },
    },
  },
});
