import { assign, emit } from 'xstate';
import { withDefaultPreferences } from '../../domain/profile-options.ts';
import { PREFERENCES_FAILED, PREFERENCES_UPDATED, type User } from './profile-form.ts';
import { profileSetup, toast } from './profile.setup.ts';

/** Preferences: each switch saves at once. */
export const preferencesRegion = profileSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'preference.toggle': {
          target: 'saving',
          actions: assign({
            preferences: ({ context, event }) => ({ ...context.preferences, [event.key]: !context.preferences[event.key] }),
          }),
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
            // This region runs only in 'ready', which is entered with the loaded user.
            assign({ preferences: ({ context }) => withDefaultPreferences((context.user as User).preferences) }),
            { type: 'failureToast', params: { fallback: PREFERENCES_FAILED } },
          ],
        },
      },
    },
  },
});
