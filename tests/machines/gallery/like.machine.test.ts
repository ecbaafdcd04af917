import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, fromTransition, type EventFromLogic } from 'xstate';
import { Network } from '../../../src/api/errors.ts';
import { likeMachine } from '../../../src/machines/gallery/like.machine.ts';
import { likeView } from '../../../src/machines/gallery/like.view.ts';
import { deferred, galleryImage, sessionWith } from './fixtures.ts';

type Answer = { success: boolean; isLiked: boolean; likeCount: number };

type SessionState = { token: string | null; user: { wishlist: never[]; likedImages: string[] } | null };

/** A session the test signs in: first the stored token, then the user with the images they liked. */
function signingInSession(user: SessionState['user'] = null) {
  return createActor(
    fromTransition(
      (state: SessionState, event: { type: 'token'; token: string } | { type: 'user'; likedImages: string[] }) =>
        event.type === 'token' ? { ...state, token: event.token } : { ...state, user: { wishlist: [], likedImages: event.likedImages } },
      { token: user ? 'token' : null, user },
    ),
  ).start();
}

/** How many of the session's subscribers are still listening. */
function listenersOf(session: ReturnType<typeof signingInSession>): () => number {
  const subscribe = session.subscribe.bind(session);
  const open = new Set<object>();
  vi.spyOn(session, 'subscribe').mockImplementation((observer) => {
    const subscription = subscribe(observer);
    const counted = {
      unsubscribe: () => {
        open.delete(counted);
        subscription.unsubscribe();
      },
    };
    open.add(counted);
    return counted;
  });
  return () => open.size;
}

function start(
  token: string | null,
  initial = { isLiked: false, likeCount: 4 },
  inList = false,
  session: ReturnType<typeof sessionWith> | ReturnType<typeof signingInSession> = sessionWith(token),
) {
  const toggle = deferred<Answer>();
  const refetch = deferred<ReturnType<typeof galleryImage>>();
  const sent: string[] = [];
  const actor = createActor(
    likeMachine.provide({
      actors: {
        toggle: fromPromise(({ input }) => {
          sent.push(`toggle ${input.imageId}`);
          return toggle.promise;
        }),
        refetch: fromPromise(({ input }) => {
          sent.push(`refetch ${input.imageId}`);
          return refetch.promise;
        }),
      },
    }),
    { input: { imageId: 'okada-rain', ...initial, session, inList } },
  );
  const effects: unknown[] = [];
  actor.on('*', (effect) => effects.push(effect));
  actor.start();
  return { actor, sent, effects, toggle, refetch, view: () => likeView(actor.getSnapshot()) };
}

describe('likeMachine', () => {
  it('flips at once, keeps the server answer, then reads the image again', async () => {
    const { actor, sent, toggle, refetch, view } = start('token');
    actor.send({ type: 'like.toggle' });
    expect(view()).toEqual({ isLiked: true, count: 5, label: 'Unlike', unit: ' likes' });
    expect(sent).toEqual(['toggle okada-rain']);
    toggle.resolve({ success: true, isLiked: true, likeCount: 7 });
    await vi.waitFor(() => expect(sent).toEqual(['toggle okada-rain', 'refetch okada-rain']));
    expect(view().count).toBe(7);
    refetch.resolve(galleryImage('okada-rain', { isLiked: true, likeCount: 8 }));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(view()).toEqual({ isLiked: true, count: 8, label: 'Unlike', unit: ' likes' });
  });

  it('unlikes without going below zero', () => {
    const { actor, view } = start('token', { isLiked: true, likeCount: 0 });
    actor.send({ type: 'like.toggle' });
    expect(view()).toEqual({ isLiked: false, count: 0, label: 'Like', unit: ' likes' });
  });

  it('rolls back when the toggle fails, says nothing, and still reads the image again', async () => {
    const { actor, sent, toggle, refetch, view, effects } = start('token');
    actor.send({ type: 'like.toggle' });
    toggle.reject(new Network({ cause: 'offline' }));
    await vi.waitFor(() => expect(sent).toContain('refetch okada-rain'));
    expect(view()).toEqual({ isLiked: false, count: 4, label: 'Like', unit: ' likes' });
    refetch.reject(new Network({ cause: 'offline' }));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(view()).toEqual({ isLiked: false, count: 4, label: 'Like', unit: ' likes' });
    expect(effects).toEqual([]);
  });

  it('without a token sends nothing and asks for a login', () => {
    const { actor, sent, effects, view } = start(null);
    actor.send({ type: 'like.toggle' });
    expect(sent).toEqual([]);
    expect(effects).toEqual([{ type: 'loginRequired' }]);
    expect(view()).toEqual({ isLiked: false, count: 4, label: 'Like', unit: ' likes' });
  });

  it('in a list, without a token does nothing at all: no request, no flip, no login', () => {
    const { actor, sent, effects, view } = start(null, { isLiked: false, likeCount: 4 }, true);
    actor.send({ type: 'like.toggle' });
    expect(sent).toEqual([]);
    expect(effects).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(view()).toEqual({ isLiked: false, count: 4, label: 'Like', unit: ' likes' });
  });

  it('in a list, with a token flips and sends like anywhere else', () => {
    const { actor, sent, view } = start('token', { isLiked: false, likeCount: 4 }, true);
    actor.send({ type: 'like.toggle' });
    expect(view()).toEqual({ isLiked: true, count: 5, label: 'Unlike', unit: ' likes' });
    expect(sent).toEqual(['toggle okada-rain']);
  });

  it('takes the like state given by like.sync while idle, without sending anything', () => {
    const { actor, sent, view } = start('token');
    actor.send({ type: 'like.sync', isLiked: true, likeCount: 9 });
    expect(view()).toEqual({ isLiked: true, count: 9, label: 'Unlike', unit: ' likes' });
    expect(sent).toEqual([]);
  });

  describe('drawn for a guest, then the session learns who is signed in', () => {
    it('turns liked when the user liked the image, and reads its count again: the page may be older than their like', async () => {
      const session = signingInSession();
      const { actor, sent, refetch, view } = start(null, { isLiked: false, likeCount: 0 }, false, session);
      session.send({ type: 'token', token: 'stored' });
      expect(view().isLiked).toBe(false);
      session.send({ type: 'user', likedImages: ['eyo-festival', 'okada-rain'] });
      expect(view()).toEqual({ isLiked: true, count: 0, label: 'Unlike', unit: ' likes' });
      expect(sent).toEqual(['refetch okada-rain']);
      refetch.resolve(galleryImage('okada-rain', { isLiked: true, likeCount: 1 }));
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
      expect(view()).toEqual({ isLiked: true, count: 1, label: 'Unlike', unit: ' like' });
    });

    it("keeps everyone's count, and sends nothing, when the user had not liked it", () => {
      const session = signingInSession();
      const { sent, view } = start(null, { isLiked: false, likeCount: 4 }, false, session);
      session.send({ type: 'token', token: 'stored' });
      session.send({ type: 'user', likedImages: ['eyo-festival'] });
      expect(view()).toEqual({ isLiked: false, count: 4, label: 'Like', unit: ' likes' });
      expect(sent).toEqual([]);
    });

    it('stays unliked when the user liked other images only', () => {
      const session = signingInSession();
      const { view } = start(null, { isLiked: false, likeCount: 4 }, true, session);
      session.send({ type: 'user', likedImages: ['eyo-festival'] });
      expect(view()).toEqual({ isLiked: false, count: 4, label: 'Like', unit: ' likes' });
    });

    it('listens once: a later reload of the user does not undo a like made since', async () => {
      const session = signingInSession();
      const { actor, toggle, refetch, view } = start(null, { isLiked: false, likeCount: 4 }, false, session);
      session.send({ type: 'token', token: 'stored' });
      session.send({ type: 'user', likedImages: [] });
      actor.send({ type: 'like.toggle' });
      toggle.resolve({ success: true, isLiked: true, likeCount: 5 });
      refetch.resolve(galleryImage('okada-rain', { isLiked: true, likeCount: 5 }));
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
      session.send({ type: 'user', likedImages: [] });
      expect(view()).toEqual({ isLiked: true, count: 5, label: 'Unlike', unit: ' likes' });
    });

    it('listens once while idle too: a second read of the user changes nothing', () => {
      const session = signingInSession();
      const { actor, view } = start(null, { isLiked: false, likeCount: 4 }, false, session);
      session.send({ type: 'token', token: 'stored' });
      session.send({ type: 'user', likedImages: [] });
      session.send({ type: 'user', likedImages: ['okada-rain'] });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(view()).toEqual({ isLiked: false, count: 4, label: 'Like', unit: ' likes' });
    });

    it('stops listening to the session once the user is known, or when the like leaves idle or goes away first', () => {
      const known = signingInSession();
      const listening = listenersOf(known);
      start(null, { isLiked: false, likeCount: 4 }, false, known);
      expect(listening()).toBe(1);
      known.send({ type: 'user', likedImages: [] });
      expect(listening()).toBe(0);

      const toggled = signingInSession();
      const listeningWhileToggled = listenersOf(toggled);
      const { actor } = start(null, { isLiked: false, likeCount: 4 }, false, toggled);
      toggled.send({ type: 'token', token: 'stored' });
      actor.send({ type: 'like.toggle' });
      expect(actor.getSnapshot().value).toBe('sending');
      expect(listeningWhileToggled()).toBe(0);

      const gone = signingInSession();
      const listeningAfterStop = listenersOf(gone);
      start(null, { isLiked: false, likeCount: 4 }, false, gone).actor.stop();
      expect(listeningAfterStop()).toBe(0);
    });

    it('keeps what the image said when the user was already known as it began', () => {
      const session = signingInSession({ wishlist: [], likedImages: [] });
      const { view } = start('token', { isLiked: true, likeCount: 4 }, false, session);
      session.send({ type: 'user', likedImages: [] });
      expect(view().isLiked).toBe(true);
    });
  });

  it('ignores clicks while a toggle is on its way', () => {
    const { actor, sent, view } = start('token');
    actor.send({ type: 'like.toggle' });
    actor.send({ type: 'like.toggle' });
    expect(sent).toEqual(['toggle okada-rain']);
    expect(view().isLiked).toBe(true);
  });

  it('on every shortest path, idle and rolled-back states match the server or the start', () => {
    const events = [
      { type: 'like.toggle' },
      { type: 'like.sync', isLiked: true, likeCount: 9 },
      { type: 'session.userLoaded', likedImages: ['okada-rain'] },
      { type: 'session.userLoaded', likedImages: [] },
      { type: 'xstate.done.actor.0.like.sending', output: { success: true, isLiked: true, likeCount: 5 } },
      { type: 'xstate.error.actor.0.like.sending', error: new Network({ cause: 'offline' }) },
      { type: 'xstate.done.actor.0.like.refetching', output: galleryImage('okada-rain', { isLiked: false, likeCount: 3 }) },
      { type: 'xstate.error.actor.0.like.refetching', error: new Network({ cause: 'offline' }) },
    ] as unknown as EventFromLogic<typeof likeMachine>[];
    const paths = getShortestPaths(likeMachine, {
      events,
      input: { imageId: 'okada-rain', isLiked: false, likeCount: 4, session: sessionWith('token') },
    });
    const values = new Set(paths.map((path) => String(path.state.value)));
    expect(values).toEqual(new Set(['idle', 'sending', 'refetching']));
    for (const path of paths) {
      const { state } = path;
      expect(state.context.likeCount).toBeGreaterThanOrEqual(0);
      if (state.matches('sending')) {
        // The optimistic state is the flip of the one kept for a roll-back.
        expect(state.context.before).not.toBeNull();
        expect(state.context.isLiked).toBe(!state.context.before?.isLiked);
      } else {
        expect(state.context.before).toBeNull();
      }
    }
  });
});
