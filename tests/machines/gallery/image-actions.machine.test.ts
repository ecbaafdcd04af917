import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { Network, Unauthorized } from '../../../src/api/errors.ts';
import { imageActionsMachine, type ShareOutcome } from '../../../src/machines/gallery/image-actions.machine.ts';
import { deferred, sessionWith } from './fixtures.ts';

function start(token: string | null = 'token') {
  const download = deferred<undefined>();
  const share = deferred<ShareOutcome>();
  const sent: string[] = [];
  const actor = createActor(
    imageActionsMachine.provide({
      actors: {
        download: fromPromise(({ input }) => {
          sent.push(`download ${input.imageId} as ${input.title}`);
          return download.promise;
        }),
        share: fromPromise(({ input }) => {
          sent.push(`share ${input.url}`);
          return share.promise;
        }),
      },
    }),
    { input: { session: sessionWith(token) } },
  );
  const effects: unknown[] = [];
  actor.on('*', (effect) => effects.push(effect));
  actor.start();
  return { actor, sent, effects, download, share };
}

const request = { title: 'Eyo Festival', text: 'Masquerades', url: 'http://shop.test/image/human-stories/eyo-festival' };

describe('imageActionsMachine', () => {
  it('downloads with a token, one at a time', async () => {
    const { actor, sent, download, effects } = start();
    actor.send({ type: 'image.download', imageId: 'eyo-festival', title: 'Eyo Festival' });
    actor.send({ type: 'image.download', imageId: 'eyo-festival', title: 'Eyo Festival' });
    expect(sent).toEqual(['download eyo-festival as Eyo Festival']);
    download.resolve(undefined);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ download: 'idle', share: 'idle' }));
    expect(effects).toEqual([]);
  });

  it('asks for a login to download without a token', () => {
    const { actor, sent, effects } = start(null);
    actor.send({ type: 'image.download', imageId: 'eyo-festival', title: 'Eyo Festival' });
    expect(sent).toEqual([]);
    expect(effects).toEqual([{ type: 'loginRequired' }]);
  });

  it("says 'Failed to download image' when the download fails, but not on a 401", async () => {
    const failing = start();
    failing.actor.send({ type: 'image.download', imageId: 'eyo-festival', title: 'Eyo Festival' });
    failing.download.reject(new Network({ cause: 'offline' }));
    await vi.waitFor(() => expect(failing.effects).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to download image' }]));
    const expired = start();
    expired.actor.send({ type: 'image.download', imageId: 'eyo-festival', title: 'Eyo Festival' });
    expired.download.reject(new Unauthorized({ message: 'Authentication expired. Please log in again.' }));
    await vi.waitFor(() => expect(expired.actor.getSnapshot().value).toEqual({ download: 'idle', share: 'idle' }));
    expect(expired.effects).toEqual([]);
  });

  it("alerts 'Link copied to clipboard!' when the link was copied, and nothing after the share sheet", async () => {
    const copied = start(null);
    copied.actor.send({ type: 'image.share', share: request });
    expect(copied.sent).toEqual(['share http://shop.test/image/human-stories/eyo-festival']);
    copied.share.resolve('copied');
    await vi.waitFor(() => expect(copied.effects).toEqual([{ type: 'alert', message: 'Link copied to clipboard!' }]));
    const shared = start();
    shared.actor.send({ type: 'image.share', share: request });
    shared.share.resolve('shared');
    await vi.waitFor(() => expect(shared.actor.getSnapshot().value).toEqual({ download: 'idle', share: 'idle' }));
    expect(shared.effects).toEqual([]);
  });

  it('only logs a failed share', async () => {
    const { actor, share, effects } = start();
    actor.send({ type: 'image.share', share: request });
    share.reject(new Error('denied'));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ download: 'idle', share: 'idle' }));
    expect(effects).toEqual([]);
  });
});
