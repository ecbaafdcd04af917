import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { Network } from '../../../src/api/errors.ts';
import { liveLikeMachine } from '../../../src/machines/gallery/like.live.ts';
import { liveShowcaseMachine } from '../../../src/machines/gallery/showcase.live.ts';
import { galleryImage, sessionWith } from './fixtures.ts';

// What the specification says is "only logged" goes to the console from the live machines.
afterEach(() => vi.restoreAllMocks());

describe('the gallery logs', () => {
  it("logs 'No token found, user may not be logged in.' for a like without a token, and sends nothing", () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const sent: string[] = [];
    const toggle = fromPromise(async ({ input }: { input: { imageId: string } }) => {
      sent.push(input.imageId);
      return { success: true, isLiked: true, likeCount: 5 };
    });
    const actor = createActor(liveLikeMachine.provide({ actors: { toggle } }), {
      input: { imageId: 'okada-rain', isLiked: false, likeCount: 4, session: sessionWith(null) },
    }).start();
    actor.send({ type: 'like.toggle' });
    expect(info.mock.calls).toEqual([['No token found, user may not be logged in.']]);
    expect(sent).toEqual([]);
  });

  it('logs a failed like (and shows nothing)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Network({ cause: 'offline' });
    const actor = createActor(
      liveLikeMachine.provide({
        actors: {
          toggle: fromPromise(() => Promise.reject(failure)),
          refetch: fromPromise(() => Promise.resolve(galleryImage('okada-rain'))),
        },
      }),
      { input: { imageId: 'okada-rain', isLiked: false, likeCount: 4, session: sessionWith('token') } },
    ).start();
    const effects: unknown[] = [];
    actor.on('*', (effect) => effects.push(effect));
    actor.send({ type: 'like.toggle' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(warn.mock.calls).toEqual([['Failed to toggle the like', failure]]);
    expect(effects).toEqual([]);
  });

  it('logs a failed showcase load; the list stays empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Network({ cause: 'offline' });
    const actor = createActor(
      liveShowcaseMachine.provide({ actors: { loadShowcase: fromPromise(() => Promise.reject(failure)) } }),
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(warn.mock.calls).toEqual([['Failed to load the product showcase', failure]]);
    expect(actor.getSnapshot().context.items).toEqual([]);
  });
});
