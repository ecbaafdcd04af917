import { fromPromise } from 'xstate';
import { downloadFileName } from '../../domain/gallery.ts';
import { saveBlob } from '../../infrastructure/save-file.ts';
import { shareOrCopyLink } from '../../infrastructure/share.ts';
import { imageActionsMachine } from './image-actions.machine.ts';

const requests = () => import('./gallery.requests.ts');

/** Download saves the answer as '{title}.jpg'; Share uses the device or the clipboard. */
export const liveImageActionsMachine = imageActionsMachine.provide({
  actors: {
    download: fromPromise(async ({ input, signal }) => {
      saveBlob(await (await requests()).downloadImage(input.imageId, signal), downloadFileName(input.title));
      return undefined;
    }),
    share: fromPromise(({ input }) => shareOrCopyLink(input)),
  },
});
