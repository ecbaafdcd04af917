import { assertEvent, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate';
import { GALLERY_TEXT } from '../../domain/gallery.ts';
import { isUnauthorized } from '../request-failure.ts';
import { reportEffect, type AppEffect } from '../app-effects.ts';
import { isLoggedIn } from '../session-ref.ts';
import { unprovided } from '../unprovided.ts';

/** What the device share sheet was given, or the link that was copied. */
export interface ShareRequest {
  readonly title: string;
  readonly text: string;
  readonly url: string;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

export type ImageActionsEvent = { type: 'image.download'; imageId: string; title: string } | { type: 'image.share'; share: ShareRequest };

/**
 * Download and Share on the image pages. Download needs a token (else /login and
 * back) and saves '{title}.jpg'; a failure says 'Failed to download image'. Share uses the device
 * share sheet, else copies the link and alerts 'Link copied to clipboard!'; a failure is only logged.
 */
export const imageActionsMachine = setup({
  types: {
    context: {} as { session: AnyActorRef | null },
    events: {} as ImageActionsEvent,
    input: {} as { session: AnyActorRef | null },
    emitted: {} as AppEffect,
  },
  actors: {
    download: fromPromise<undefined, { imageId: string; title: string }>(() => unprovided('download')),
    share: fromPromise<ShareOutcome, ShareRequest>(() => unprovided('share')),
  },
  actions: {
    report: enqueueActions(({ enqueue, self }, effect: AppEffect) => reportEffect(enqueue, self, effect)),
  },
  guards: { isLoggedIn: ({ context }) => isLoggedIn(context.session) },
}).createMachine({
  id: 'imageActions',
  context: ({ input }) => ({ session: input.session }),
  type: 'parallel',
  states: {
    download: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'image.download': [
              { guard: 'isLoggedIn', target: 'downloading' },
              { actions: { type: 'report', params: { type: 'loginRequired' } } },
            ],
          },
        },
        downloading: {
          invoke: {
            src: 'download',
            input: ({ event }) => {
              assertEvent(event, 'image.download');
              return { imageId: event.imageId, title: event.title };
            },
            onDone: 'idle',
            onError: [
              { guard: ({ event }) => isUnauthorized(event.error), target: 'idle' },
              {
                target: 'idle',
                actions: { type: 'report', params: { type: 'toast', kind: 'error', message: GALLERY_TEXT.downloadFailed } },
              },
            ],
          },
        },
      },
    },
    share: {
      initial: 'idle',
      states: {
        idle: { on: { 'image.share': 'sharing' } },
        sharing: {
          invoke: {
            src: 'share',
            input: ({ event }) => {
              assertEvent(event, 'image.share');
              return event.share;
            },
            onDone: [
              {
                guard: ({ event }) => event.output === 'copied',
                target: 'idle',
                actions: { type: 'report', params: { type: 'alert', message: GALLERY_TEXT.linkCopied } },
              },
              { target: 'idle' },
            ],
            onError: 'idle',
          },
        },
      },
    },
  },
});
