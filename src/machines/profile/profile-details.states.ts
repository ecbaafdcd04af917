import { assign, emit } from 'xstate';
import { validateChangePassword } from '../../domain/validation/passwords.ts';
import { BIO_MAX_LENGTH, MORE_DETAILS_MAX_LENGTH, validateProfile } from '../../domain/validation/profile.ts';
import {
  PASSWORD_CHANGE_FAILED,
  PASSWORD_CHANGED,
  PROFILE_UPDATE_FAILED,
  PROFILE_UPDATED,
  profileUpdate,
  type DetailsField,
} from './profile-form.ts';
import { EMPTY_PASSWORDS, fromUser, profileSetup, toast } from './profile.setup.ts';

const CAPS: Partial<Record<DetailsField, number>> = { bio: BIO_MAX_LENGTH, moreDetails: MORE_DETAILS_MAX_LENGTH };

/** Profile Details: name required, bio and moreDetails capped. */
export const detailsRegion = profileSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign({
            form: ({ context, event }) => ({
              ...context.form,
              [event.field]: event.value.slice(0, CAPS[event.field] ?? event.value.length),
            }),
          }),
        },
        'details.save': [
          // detailsAreInvalid has just found the problem.
          { guard: 'detailsAreInvalid', actions: emit(({ context }) => toast('error', validateProfile(context.form) as string)) },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveDetails',
        src: 'saveDetails',
        input: ({ context }) => profileUpdate(context.form),
        onDone: {
          target: 'editing',
          actions: [assign(({ event }) => fromUser(event.output)), emit(toast('success', PROFILE_UPDATED)), 'userChanged'],
        },
        onError: { target: 'editing', actions: { type: 'failureToast', params: { fallback: PROFILE_UPDATE_FAILED } } },
      },
    },
  },
});

/** Change password: the checks in order, then the server's answer. */
export const passwordRegion = profileSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.change': {
          actions: assign({ passwords: ({ context, event }) => ({ ...context.passwords, [event.field]: event.value }) }),
        },
        'password.submit': [
          // passwordsAreInvalid has just found the problem.
          {
            guard: 'passwordsAreInvalid',
            actions: emit(({ context }) => toast('error', validateChangePassword(context.passwords) as string)),
          },
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
        onError: { target: 'editing', actions: { type: 'failureToast', params: { fallback: PASSWORD_CHANGE_FAILED } } },
      },
    },
  },
});
