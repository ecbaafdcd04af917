import { assign, emit } from 'xstate';
import { NOT_AN_IMAGE, profileImageSizeWarning, validateProfileImage } from '../../domain/validation/profile-image.ts';
import { IMAGE_REMOVE_FAILED, IMAGE_REMOVED, IMAGE_UPLOAD_FAILED, IMAGE_UPLOADED, profileFailure } from './profile-form.ts';
import { profileSetup, toast, type ChosenImage } from './profile.setup.ts';

/**
 * The profile picture: a refused file never uploads; a small one
 * warns and uploads; a refused file and a failed upload say why under the picture; after an
 * upload or a removal the user is read again for the new address.
 */
export const pictureRegion = profileSetup.createStateConfig({
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
        // The image is set on the way in (image.choose) and cleared only on the way back to idle.
        input: ({ context }) => ({ file: (context.image as ChosenImage).file }),
        // A warning only: the upload goes ahead.
        onDone: {
          target: 'uploading',
          actions: assign({ imageWarning: ({ event }) => profileImageSizeWarning(event.output.width, event.output.height) }),
        },
        // The browser could not read it as a picture.
        onError: { target: 'idle', actions: assign({ image: null, imageError: NOT_AN_IMAGE }) },
      },
    },
    uploading: {
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ context }) => ({ file: (context.image as ChosenImage).file }),
        onDone: { target: 'idle', actions: [assign({ image: null }), emit(toast('success', IMAGE_UPLOADED)), 'userChanged'] },
        // Shown under the picture like a refused file, and only there: a toast as well would put
        // the same words on screen twice.
        onError: {
          target: 'idle',
          actions: assign({ image: null, imageError: ({ event }) => profileFailure(event.error, IMAGE_UPLOAD_FAILED) }),
        },
      },
    },
    removing: {
      invoke: {
        id: 'removeImage',
        src: 'removeImage',
        onDone: { target: 'idle', actions: [emit(toast('success', IMAGE_REMOVED)), 'userChanged'] },
        onError: { target: 'idle', actions: { type: 'failureToast', params: { fallback: IMAGE_REMOVE_FAILED } } },
      },
    },
  },
});
