import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { LOAD_REVIEWS_FAILED, studioReviewsMachine, VISIBILITY_FAILED } from '../../../src/machines/studio/studio-reviews.machine.ts';
import { studioReviewsView } from '../../../src/machines/studio/studio-reviews.view.ts';
import type { StudioReviewList } from '../../../src/machines/studio/studio-types.ts';
import { neverSettles } from '../support/replay.ts';
import { rejectedByServer, sessionWithToken } from './fixtures.ts';

const list: StudioReviewList = {
  success: true,
  total: 2,
  page: 1,
  pages: 1,
  reviews: [
    {
      _id: 'r1',
      productId: 'lens-mug',
      productTitle: 'Camera Lens Coffee Mug',
      author: 'Troll',
      rating: 1,
      comment: 'Abusive words',
      date: '2026-11-26T09:30:00.000Z',
      hidden: false,
      hiddenReason: null,
    },
    {
      _id: 'r2',
      productId: 'lens-mug',
      productTitle: 'Camera Lens Coffee Mug',
      author: 'Kemi',
      rating: 5,
      comment: 'Lovely',
      date: '2026-11-25T09:30:00.000Z',
      hidden: true,
      hiddenReason: 'Duplicate',
    },
  ],
};

function harness(options: { loadFails?: unknown; changeFails?: unknown } = {}) {
  const changes: { id: string; hidden: boolean; reason: string }[] = [];
  let loads = 0;
  const machine = studioReviewsMachine.provide({
    actors: {
      loadReviews: fromPromise(async () => {
        loads += 1;
        if (options.loadFails) throw options.loadFails;
        return list;
      }),
      setVisibility: fromPromise(async ({ input }) => {
        changes.push(input);
        if (options.changeFails) throw options.changeFails;
        return input.hidden ? 'Review hidden' : 'Review shown';
      }),
    },
  });
  const actor = createActor(machine, { input: { session: sessionWithToken('t') } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event as AppEffect));
  actor.start();
  return { actor, changes, effects, loads: () => loads };
}

describe('the studio’s reviews', () => {
  it('lists every review with its state', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    const view = studioReviewsView(actor.getSnapshot());
    expect(view.reviews.map((review) => [review.id, review.rating, review.hidden, review.hiddenReason, review.productHref])).toEqual([
      ['r1', '1 of 5', false, '', '/shop/lens-mug'],
      ['r2', '5 of 5', true, 'Duplicate', '/shop/lens-mug'],
    ]);
  });

  it('asks for a reason before hiding, then hides with it trimmed and reads the page again', async () => {
    const { actor, changes, effects, loads } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'hide.open', id: 'r1' });
    expect(studioReviewsView(actor.getSnapshot()).reviews[0]?.formOpen).toBe(true);
    actor.send({ type: 'hide.confirm' });
    expect(studioReviewsView(actor.getSnapshot()).reasonError).toBe('Please give a reason for hiding the review');
    actor.send({ type: 'hide.reason', text: '  Insults  ' });
    actor.send({ type: 'hide.confirm' });
    await waitFor(actor, (s) => s.matches('ready') && loads() === 2);
    expect(changes).toEqual([{ id: 'r1', hidden: true, reason: 'Insults' }]);
    expect(effects).toContainEqual({ type: 'toast', kind: 'success', message: 'Review hidden' });
  });

  it('hides nothing when no form is open, however a reason was typed', async () => {
    const { actor, changes } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'hide.reason', text: 'Insults' });
    actor.send({ type: 'hide.confirm' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(changes).toEqual([]);
  });

  it('shows a review without the reason typed for another one', async () => {
    const { actor, changes } = harness({ changeFails: new TypeError('offline') });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'hide.open', id: 'r1' });
    actor.send({ type: 'hide.reason', text: 'Insults' });
    actor.send({ type: 'review.show', id: 'r2' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(changes).toEqual([{ id: 'r2', hidden: false, reason: '' }]);
  });

  it('starts with nothing read, on page 1, with no form open', () => {
    const session = sessionWithToken('t');
    const machine = studioReviewsMachine.provide({ actors: { loadReviews: fromPromise(() => neverSettles<StudioReviewList>()) } });
    const actor = createActor(machine, { input: { session } }).start();
    expect(actor.getSnapshot().context).toEqual({
      session,
      page: 1,
      list: null,
      loadError: '',
      hidingId: null,
      reason: '',
      reasonError: '',
      changingId: null,
    });
  });

  it('closes the form on cancel without asking the server', async () => {
    const { actor, changes } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'hide.open', id: 'r1' });
    actor.send({ type: 'hide.cancel' });
    expect(studioReviewsView(actor.getSnapshot()).reviews[0]?.formOpen).toBe(false);
    expect(changes).toEqual([]);
  });

  it('shows a hidden review again, or says why it could not', async () => {
    const ok = harness();
    await waitFor(ok.actor, (s) => s.matches('ready'));
    ok.actor.send({ type: 'review.show', id: 'r2' });
    await waitFor(ok.actor, (s) => s.matches('ready') && ok.loads() === 2);
    expect(ok.changes).toEqual([{ id: 'r2', hidden: false, reason: '' }]);
    const failing = harness({ changeFails: new TypeError('offline') });
    await waitFor(failing.actor, (s) => s.matches('ready'));
    failing.actor.send({ type: 'review.show', id: 'r2' });
    await waitFor(failing.actor, (s) => s.matches({ ready: 'idle' }) && failing.effects.length > 0);
    expect(failing.effects).toEqual([{ type: 'toast', kind: 'error', message: VISIBILITY_FAILED }]);
  });

  it('says why the list could not be read', async () => {
    const refused = harness({ loadFails: rejectedByServer("Only the studio's staff can do this") });
    await waitFor(refused.actor, (s) => s.matches('failed'));
    expect(studioReviewsView(refused.actor.getSnapshot()).problem).toBe("Only the studio's staff can do this");
    const offline = harness({ loadFails: new TypeError('offline') });
    await waitFor(offline.actor, (s) => s.matches('failed'));
    expect(studioReviewsView(offline.actor.getSnapshot()).problem).toBe(LOAD_REVIEWS_FAILED);
  });
});

describe('the reviews screen’s whole view', () => {
  function paged(pages: number, reviews = list.reviews) {
    let finishChange: () => void = () => undefined;
    const asked: number[] = [];
    const machine = studioReviewsMachine.provide({
      actors: {
        loadReviews: fromPromise(async ({ input }: { input: { page: number } }) => {
          asked.push(input.page);
          return { ...list, reviews: [...reviews], page: input.page, pages };
        }),
        setVisibility: fromPromise(() => new Promise<string>((resolve) => (finishChange = () => resolve('Review hidden')))),
      },
    });
    const actor = createActor(machine, { input: { session: sessionWithToken('t') } }).start();
    return { actor, asked, finishChange: () => finishChange(), view: () => studioReviewsView(actor.getSnapshot()) };
  }
  // The view before any list was read: while loading, and after a failed load.
  const NOTHING_READ = {
    empty: false,
    busy: true,
    reviews: [],
    reason: '',
    reasonError: '',
    page: 1,
    pages: 0,
    canGoBack: false,
    canGoForward: false,
  };
  const troll = {
    id: 'r1',
    product: 'Camera Lens Coffee Mug',
    productHref: '/shop/lens-mug',
    author: 'Troll',
    rating: '1 of 5',
    comment: 'Abusive words',
    date: '26 November 2026 at 10:30 am',
    hidden: false,
    hiddenReason: '',
    formOpen: false,
    changing: false,
  };

  it('while loading, ready on the first of two pages, while a review is hidden, and on the last page', async () => {
    const { actor, asked, finishChange, view } = paged(2);
    expect(view()).toEqual({ ...NOTHING_READ, loading: true, problem: '', canRetry: false });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(view()).toMatchObject({ loading: false, busy: false, empty: false, pages: 2, canGoBack: false, canGoForward: true });
    expect(view().reviews[0]).toEqual(troll);
    expect(view().reviews[1]).toMatchObject({ id: 'r2', hidden: true, hiddenReason: 'Duplicate', changing: false });

    actor.send({ type: 'hide.open', id: 'r1' });
    actor.send({ type: 'hide.reason', text: 'Abuse' });
    actor.send({ type: 'hide.confirm' });
    expect(view()).toMatchObject({ busy: true, loading: false, canGoBack: false, canGoForward: true });
    expect(view().reviews.map((review) => review.changing)).toEqual([true, false]);
    finishChange();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && asked.length === 2);

    actor.send({ type: 'page.go', page: 2 });
    expect(view()).toMatchObject({ loading: true, canGoBack: false, canGoForward: false, page: 2 });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(asked).toEqual([1, 1, 2]);
    expect(view()).toMatchObject({ page: 2, pages: 2, canGoBack: true, canGoForward: false, busy: false });
  });

  it('says an empty list only once it is read, and shows a failure whole', async () => {
    const { actor, view } = paged(0, []);
    expect(view().empty).toBe(false);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(view()).toMatchObject({ empty: true, reviews: [], pages: 0, canGoForward: false, canGoBack: false });

    const failed = harness({ loadFails: rejectedByServer('Only the studio’s staff can do this') });
    await waitFor(failed.actor, (s) => s.matches('failed'));
    expect(studioReviewsView(failed.actor.getSnapshot())).toEqual({
      ...NOTHING_READ,
      loading: false,
      problem: 'Only the studio’s staff can do this',
      canRetry: true,
    });
  });
});
