import { describe, expect, it } from 'vitest';
import { shallowWishlistEntry } from './wishlist-fixtures.ts';
import {
  wishlistToggleMachine,
  type GuestPrompt,
  type WishlistChange,
  type WishlistEntry,
} from '../../../src/machines/shared/wishlist-toggle.machine.ts';
import { wishlistToggleView } from '../../../src/machines/shared/wishlist-toggle.view.ts';
import { answering, failing, sessionWith, settle, startRecording } from './support.ts';

function start({
  token = 'tok' as string | null,
  saved = [] as string[],
  guestPrompt = 'redirect' as GuestPrompt,
  request = answering<readonly WishlistEntry[], WishlistChange>([shallowWishlistEntry('p1')]),
} = {}) {
  const machine = wishlistToggleMachine.provide({ actors: { saveWishlist: request.logic } });
  return { ...startRecording(machine, { session: sessionWith(token, saved), productId: 'p1', guestPrompt }), request };
}

describe('wishlistToggleMachine', () => {
  it.each<[GuestPrompt, unknown[]]>([
    [
      'productPage',
      [
        { type: 'toast', kind: 'error', message: 'Please login to add to wishlist' },
        { type: 'toast', kind: 'info', message: 'Please login to add items to wishlist' },
      ],
    ],
    ['redirect', [{ type: 'toast', kind: 'error', message: 'Please log in to add items to wishlist' }, { type: 'loginRequired' }]],
  ])('tells a guest (%s) and saves nothing', (guestPrompt, expected) => {
    const { actor, emitted, request } = start({ token: null, guestPrompt });
    actor.send({ type: 'wishlist.toggle' });
    expect(emitted).toEqual(expected);
    expect(request.calls).toEqual([]);
  });

  it('adds with the chosen variant, says so, and asks for the user to reload', async () => {
    const { actor, emitted, request } = start();
    expect(wishlistToggleView(actor.getSnapshot())).toEqual({ inWishlist: false, saving: false });
    actor.send({ type: 'wishlist.toggle', variantId: 'v1', selectedAttributes: { color: 'Gray', size: '' } });
    expect(wishlistToggleView(actor.getSnapshot())).toEqual({ inWishlist: false, saving: true });
    await settle();
    expect(request.calls).toEqual([{ action: 'add', productId: 'p1', variantId: 'v1', selectedAttributes: { color: 'Gray' } }]);
    expect(emitted).toEqual([{ type: 'toast', kind: 'success', message: 'Added to wishlist' }, { type: 'user.changed' }]);
    expect(wishlistToggleView(actor.getSnapshot())).toEqual({ inWishlist: true, saving: false });
  });

  it('removes a product the session user already has, then shows it out of the wishlist', async () => {
    const { actor, emitted, request } = start({ saved: ['p1'], request: answering<readonly WishlistEntry[], WishlistChange>([]) });
    expect(wishlistToggleView(actor.getSnapshot()).inWishlist).toBe(true);
    actor.send({ type: 'wishlist.toggle' });
    await settle();
    expect(request.calls).toEqual([{ action: 'remove', productId: 'p1', variantId: null, selectedAttributes: {} }]);
    expect(emitted).toEqual([{ type: 'toast', kind: 'success', message: 'Removed from wishlist' }, { type: 'user.changed' }]);
    expect(wishlistToggleView(actor.getSnapshot()).inWishlist).toBe(false);
  });

  it('shows the server message of a failed add, else the add or remove fallback', async () => {
    const server = start({ request: failing({ _tag: 'Rejected', message: 'Product not found' }) });
    server.actor.send({ type: 'wishlist.toggle' });
    await settle();
    expect(server.emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Product not found' }]);
    expect(wishlistToggleView(server.actor.getSnapshot())).toEqual({ inWishlist: false, saving: false });

    const add = start({ request: failing({ _tag: 'Network', cause: null }) });
    add.actor.send({ type: 'wishlist.toggle' });
    await settle();
    expect(add.emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to add to wishlist' }]);

    const remove = start({ saved: ['p1'], request: failing({ _tag: 'Network', cause: null }) });
    remove.actor.send({ type: 'wishlist.toggle' });
    await settle();
    expect(remove.emitted).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to remove from wishlist' }]);
    expect(wishlistToggleView(remove.actor.getSnapshot()).inWishlist).toBe(true);
  });

  it('stays silent on a 401', async () => {
    const { actor, emitted } = start({ request: failing({ _tag: 'Unauthorized', message: 'Unauthorized' }) });
    actor.send({ type: 'wishlist.toggle' });
    await settle();
    expect(emitted).toEqual([]);
  });
});
