import { assign, enqueueActions } from 'xstate';
import { withDefaultPreferences } from '../../domain/profile-options.ts';
import { detailsRegion, passwordRegion } from './profile-details.states.ts';
import { EMPTY_FORM, PROFILE_UPDATE_FAILED, type User } from './profile-form.ts';
import { pictureRegion } from './profile-picture.states.ts';
import { preferencesRegion } from './profile-preferences.states.ts';
import { EMPTY_PASSWORDS, fromUser, profileSetup, wishlistToggleId } from './profile.setup.ts';

export type { DetailsField, DetailsForm, ProfileUpdate, User } from './profile-form.ts';
export { profileUpdate } from './profile-form.ts';
export type { ChosenImage, PasswordField, ProfileEvent, ProfileTab, WishlistEntry } from './profile.setup.ts';
export { PROFILE_TABS } from './profile.setup.ts';

/**
 * /profile: a guest
 * sees a log-in prompt; a customer's details form, preferences, password change and picture each
 * save on their own (profile-*.states.ts). The Address Book tab, the Wishlist tab's Add to Cart
 * and its Remove buttons (the shared wishlist heart) are child machines. Whatever changes the
 * user, here or in a child, reloads it here (the header's tiles, picture and wishlist) and in the
 * session.
 */
export const profileMachine = profileSetup.createMachine({
  id: 'profile',
  context: ({ input }) => ({
    session: input.session,
    user: null,
    tab: input.tab ?? 'details',
    menuOpen: false,
    form: EMPTY_FORM,
    passwords: EMPTY_PASSWORDS,
    preferences: withDefaultPreferences(null),
    image: null,
    imageWarning: null,
    imageError: null,
    wishlistToggles: {},
  }),
  initial: 'checkingLogin',
  on: {
    'tab.select': { actions: assign({ tab: ({ event }) => event.tab, menuOpen: false }) },
    'menu.open': { actions: assign({ menuOpen: true }) },
    'menu.close': { actions: assign({ menuOpen: false }) },
    // What a child reports leaves through this screen; a changed user is read again here too.
    'app.effect': {
      actions: enqueueActions(({ enqueue, event }) => {
        enqueue.emit(event.effect);
        if (event.effect.type === 'user.changed') enqueue.raise({ type: 'user.stale' });
      }),
    },
  },
  states: {
    checkingLogin: { always: [{ guard: 'isLoggedIn', target: 'loading' }, { target: 'guest' }] },
    guest: {},
    loading: {
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event, spawn }) => ({
            ...fromUser(event.output),
            // One Remove button per saved product: it is in the wishlist (the tab lists it).
            wishlistToggles: Object.fromEntries(
              [...new Set(event.output.wishlist.map((entry) => entry.productId._id))].map((productId) => [
                productId,
                spawn('wishlistToggle', {
                  id: wishlistToggleId(productId),
                  input: { session: context.session, productId, guestPrompt: 'redirect', saved: true },
                }),
              ]),
            ),
          })),
        },
        onError: { target: 'failed', actions: { type: 'failureToast', params: { fallback: PROFILE_UPDATE_FAILED } } },
      },
    },
    failed: { on: { 'profile.retry': 'loading' } },
    ready: {
      type: 'parallel',
      invoke: [
        // 'ready' is entered only with the loaded user.
        { id: 'addressBook', src: 'addressBook', input: ({ context }) => ({ addresses: (context.user as User).addresses }) },
        // The Wishlist tab's Add to Cart: the shared machine (one for every entry; each press names its line).
        { id: 'addToCart', src: 'addToCart', input: ({ context }) => ({ session: context.session }) },
      ],
      states: {
        // The user as the server holds it now; the forms keep what the customer is typing.
        user: {
          initial: 'current',
          states: {
            current: { on: { 'user.stale': 'reloading' } },
            reloading: {
              on: { 'user.stale': { target: 'reloading', reenter: true } },
              invoke: {
                id: 'reloadUser',
                src: 'loadUser',
                onDone: { target: 'current', actions: assign({ user: ({ event }) => event.output }) },
                onError: 'current',
              },
            },
          },
        },
        details: detailsRegion,
        password: passwordRegion,
        preferences: preferencesRegion,
        image: pictureRegion,
      },
    },
  },
});
