import type { ActorRefFrom } from 'xstate';
import type { imageActionsMachine, ShareRequest } from '../../machines/gallery/image-actions.machine.ts';
import { secondaryButton } from '../styles/buttons.css.ts';

interface ImageActionsProps {
  readonly actionsRef: ActorRefFrom<typeof imageActionsMachine>;
  readonly imageId: string;
  readonly title: string;
  readonly share?: ShareRequest;
}

/** Share (when the page offers it) and Download; their machine decides about tokens, toasts and alerts. */
export function ImageActions({ actionsRef, imageId, title, share }: ImageActionsProps) {
  return (
    <>
      {share && (
        <button type="button" className={secondaryButton} onClick={() => actionsRef.send({ type: 'image.share', share })}>
          Share
        </button>
      )}
      <button type="button" className={secondaryButton} onClick={() => actionsRef.send({ type: 'image.download', imageId, title })}>
        Download
      </button>
    </>
  );
}
