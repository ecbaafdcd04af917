import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic } from 'xstate';
import type { AppEffect } from '../../../src/machines/app-effects.ts';
import { profileMachine, type ProfileUpdate, type User, type WishlistEntry } from '../../../src/machines/profile/profile.machine.ts';
import { wishlistToggleMachine, type WishlistChange } from '../../../src/machines/shared/wishlist-toggle.machine.ts';
import { profileView } from '../../../src/machines/profile/profile.view.ts';
import type { Preferences } from '../../../src/domain/profile-options.ts';
import type { ChangePasswordForm } from '../../../src/domain/validation/passwords.ts';
import { sessionWithToken } from '../orders/fixtures.ts';

const ada: User = {
  _id: 'u1',
  name: 'Ada Obi',
  email: 'ada@example.ng',
  phone: '08031234567',
  isPhoneVerified: false,
  dateOfBirth: null,
  gender: null,
  bio: '',
  address: '',
  moreDetails: '',
  profileImage: null,
  preferences: { emailNotifications: true, smsNotifications: false, marketingEmails: true },
  createdAt: '2025-03-05T10:00:00.000Z',
  orderCount: 3,
  totalViews: 12,
  likedPhotos: 4,
  wishlist: [],
  addresses: [],
} as unknown as User;

const network = { _tag: 'Network', message: 'fetch failed' };
const rejected = (message: string) => ({ _tag: 'Rejected', status: 400, message });

type Failures = Partial<
  Record<'saveWishlist' | 'saveDetails' | 'changePassword' | 'savePreferences' | 'uploadImage' | 'removeImage' | 'measureImage', unknown>
>;

/** `users`: what each read of /user/me answers in turn (the last one from then on). */
function harness({
  token = 'token-1' as string | null,
  failures = {} as Failures,
  size = { width: 300, height: 300 },
  users = [ada] as readonly User[],
} = {}) {
  const saved: ProfileUpdate[] = [];
  const calls: string[] = [];
  let reads = 0;
  const fail = (name: keyof Failures) => {
    calls.push(name);
    if (failures[name] !== undefined) throw failures[name];
  };
  const machine = profileMachine.provide({
    actors: {
      loadUser: fromPromise(async () => {
        reads += 1;
        return users[Math.min(reads, users.length) - 1] ?? ada;
      }),
      saveDetails: fromPromise(async ({ input }) => {
        saved.push(input);
        fail('saveDetails');
        return { ...ada, ...input } as User;
      }),
      changePassword: fromPromise<unknown, ChangePasswordForm>(async () => {
        fail('changePassword');
        return {};
      }),
      savePreferences: fromPromise<unknown, Preferences>(async () => {
        fail('savePreferences');
        return {};
      }),
      measureImage: fromPromise(async () => {
        fail('measureImage');
        return size;
      }),
      uploadImage: fromPromise<unknown, { file: Blob }>(async () => {
        fail('uploadImage');
        return {};
      }),
      wishlistToggle: wishlistToggleMachine.provide({
        actors: {
          saveWishlist: fromPromise<readonly WishlistEntry[], WishlistChange>(async ({ input }) => {
            calls.push(`saveWishlist ${input.action} ${input.productId} ${input.variantId}`);
            if (failures.saveWishlist !== undefined) throw failures.saveWishlist;
            return [];
          }),
        },
      }),
      removeImage: fromPromise<unknown>(async () => {
        fail('removeImage');
        return {};
      }),
    },
  });
  const actor = createActor(machine, { input: { session: sessionWithToken(token) } });
  const effects: AppEffect[] = [];
  actor.on('*', (event) => effects.push(event));
  actor.start();
  return { actor, saved, calls, effects, reads: () => reads };
}

const png = (size: number, type = 'image/png') => ({ file: new Blob(['x'], { type }), type, size });

describe('profileMachine', () => {
  it('a guest gets the log-in prompt, no request', () => {
    const { actor, calls } = harness({ token: null });
    expect(profileView(actor.getSnapshot()).state).toBe('guest');
    expect(calls).toEqual([]);
  });

  it('the header: member since in the long US format, four tiles; its preferences', async () => {
    const { actor } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    const view = profileView(actor.getSnapshot());
    expect(view.header).toEqual({
      name: 'Ada Obi',
      email: 'ada@example.ng',
      memberSince: 'March 5, 2025',
      picture: null,
      tiles: [
        { label: 'Orders', value: 3 },
        { label: 'Wishlist', value: 0 },
        { label: 'Addresses', value: 0 },
        { label: 'Liked Photos', value: 4 },
      ],
    });
    expect(view.preferences.map((p) => [p.label, p.on])).toEqual([
      ['Email notifications', true],
      ['SMS notifications', false],
      ['Marketing emails', true],
    ]);
    expect(view.tabs.map((tab) => tab.label)).toEqual(['Profile Details', 'Wishlist', 'Address Book']);
  });

  it('details: name required, bio capped at 500, moreDetails at 300; saved with a toast and user.changed', async () => {
    const { actor, saved, effects } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'field.change', field: 'name', value: '   ' });
    actor.send({ type: 'details.save' });
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Name is required' }]);
    actor.send({ type: 'field.change', field: 'name', value: ' Ada N. Obi ' });
    actor.send({ type: 'field.change', field: 'bio', value: 'b'.repeat(600) });
    actor.send({ type: 'field.change', field: 'moreDetails', value: 'm'.repeat(301) });
    actor.send({ type: 'field.change', field: 'gender', value: 'female' });
    expect(profileView(actor.getSnapshot())).toMatchObject({ bioCount: '500/500', moreDetailsCount: '300/300' });
    actor.send({ type: 'details.save' });
    expect(profileView(actor.getSnapshot()).saveLabel).toBe('Saving...');
    await waitFor(actor, (s) => s.matches({ ready: { details: 'editing' } }));
    expect(saved).toEqual([
      {
        name: 'Ada N. Obi',
        phone: '08031234567',
        bio: 'b'.repeat(500),
        address: '',
        moreDetails: 'm'.repeat(300),
        gender: 'female',
        dateOfBirth: null,
      },
    ]);
    expect(effects.slice(1)).toEqual([
      { type: 'toast', kind: 'success', message: 'Profile updated successfully' },
      { type: 'user.changed' },
    ]);
  });

  it('a date of birth and a gender emptied in the form are sent as null, which clears them', async () => {
    const { actor, saved } = harness({ users: [{ ...ada, dateOfBirth: '1990-04-01', gender: 'male' } as User] });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(profileView(actor.getSnapshot()).form).toMatchObject({ dateOfBirth: '1990-04-01', gender: 'male' });
    actor.send({ type: 'field.change', field: 'dateOfBirth', value: '' });
    actor.send({ type: 'field.change', field: 'gender', value: '' });
    actor.send({ type: 'details.save' });
    await waitFor(actor, (s) => s.matches({ ready: { details: 'editing' } }));
    expect(saved).toEqual([
      { name: 'Ada Obi', phone: '08031234567', bio: '', address: '', moreDetails: '', dateOfBirth: null, gender: null },
    ]);
  });

  it('the header tiles follow the server: an address added in the Address Book tab reloads the user', async () => {
    const home = {
      _id: 'a1',
      label: 'Home',
      fullName: 'Ada Obi',
      address: '1 Allen Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      zipCode: '100271',
      phone: '0803',
      isDefault: true,
    };
    const { actor, effects, reads } = harness({ users: [ada, { ...ada, addresses: [home] } as unknown as User] });
    await waitFor(actor, (s) => s.matches('ready'));
    const tile = () => profileView(actor.getSnapshot()).header?.tiles.find((t) => t.label === 'Addresses')?.value;
    expect(tile()).toBe(0);
    // What the Address Book child reports after a save (address-book.machine.ts).
    actor.send({ type: 'app.effect', effect: { type: 'user.changed' } });
    await waitFor(actor, () => tile() === 1);
    expect(reads()).toBe(2);
    // The session's user reloads too, and the form the customer may be typing in is left alone.
    expect(effects).toEqual([{ type: 'user.changed' }]);
  });

  it('a failed save: the server message, a network failure its own words, else the fallback', async () => {
    for (const [error, message] of [
      [rejected('Name is too long'), 'Name is too long'],
      [network, 'Network error. Please check your connection and try again.'],
      [new Error('bug'), 'Failed to update profile'],
    ] as const) {
      const { actor, effects } = harness({ failures: { saveDetails: error } });
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'details.save' });
      await waitFor(actor, () => effects.length === 1);
      expect(effects).toEqual([{ type: 'toast', kind: 'error', message }]);
    }
  });

  it('a save refused with 401 says nothing here: the session goes to /login and says why there', async () => {
    const { actor, effects } = harness({
      failures: { saveDetails: { _tag: 'Unauthorized', message: 'Authentication expired. Please log in again.' } },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'details.save' });
    await waitFor(actor, (s) => s.matches({ ready: { details: 'editing' } }));
    expect(effects).toEqual([]);
  });

  it('change password: the checks in order, the checklist, then success clears the form', async () => {
    const { actor, effects, calls } = harness();
    await waitFor(actor, (s) => s.matches('ready'));
    const submit = () => actor.send({ type: 'password.submit' });
    submit();
    actor.send({ type: 'password.change', field: 'currentPassword', value: 'Old12345' });
    submit();
    actor.send({ type: 'password.change', field: 'newPassword', value: 'short' });
    actor.send({ type: 'password.change', field: 'confirmPassword', value: 'other' });
    submit();
    actor.send({ type: 'password.change', field: 'confirmPassword', value: 'short' });
    submit();
    expect(effects).toEqual(
      [
        'Current password is required',
        'New password is required',
        'New passwords do not match',
        'Password must be at least 8 characters long',
      ].map((message) => ({ type: 'toast', kind: 'error', message })),
    );
    expect(profileView(actor.getSnapshot()).strength.map((check) => check.met)).toEqual([false, true, false, false]);
    actor.send({ type: 'password.change', field: 'newPassword', value: 'Shutter2026' });
    actor.send({ type: 'password.change', field: 'confirmPassword', value: 'Shutter2026' });
    submit();
    await waitFor(actor, (s) => s.matches({ ready: { password: 'editing' } }) && effects.length === 5);
    expect(calls).toEqual(['changePassword']);
    expect(effects[4]).toEqual({ type: 'toast', kind: 'success', message: 'Password changed successfully' });
    expect(actor.getSnapshot().context.passwords).toEqual({ currentPassword: '', newPassword: '', confirmPassword: '' });
  });

  it('a refused password change shows the server message, else "Failed to change password"', async () => {
    const { actor, effects } = harness({ failures: { changePassword: new Error('bug') } });
    await waitFor(actor, (s) => s.matches('ready'));
    for (const [field, value] of [
      ['currentPassword', 'Old12345'],
      ['newPassword', 'Shutter2026'],
      ['confirmPassword', 'Shutter2026'],
    ] as const) {
      actor.send({ type: 'password.change', field, value });
    }
    actor.send({ type: 'password.submit' });
    await waitFor(actor, () => effects.length === 1);
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to change password' }]);
  });

  it('a preference switch saves at once; a failure puts it back and says "Failed to update preferences"', async () => {
    const ok = harness();
    await waitFor(ok.actor, (s) => s.matches('ready'));
    ok.actor.send({ type: 'preference.toggle', key: 'smsNotifications' });
    await waitFor(ok.actor, (s) => s.matches({ ready: { preferences: 'idle' } }));
    expect(ok.actor.getSnapshot().context.preferences.smsNotifications).toBe(true);
    expect(ok.effects).toEqual([{ type: 'toast', kind: 'success', message: 'Preferences updated' }, { type: 'user.changed' }]);

    const failing = harness({ failures: { savePreferences: new Error('bug') } });
    await waitFor(failing.actor, (s) => s.matches('ready'));
    failing.actor.send({ type: 'preference.toggle', key: 'marketingEmails' });
    await waitFor(failing.actor, () => failing.effects.length === 1);
    expect(failing.actor.getSnapshot().context.preferences.marketingEmails).toBe(true);
    expect(failing.effects).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to update preferences' }]);
  });

  it('image: refused types and sizes never upload; a small one warns and uploads ("Uploading..."); a failure says so', async () => {
    const { actor, calls, effects } = harness({ size: { width: 80, height: 300 } });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'image.choose', image: png(10, 'application/pdf') });
    expect(profileView(actor.getSnapshot()).imageError).toBe('Please select an image file');
    actor.send({ type: 'image.choose', image: png(10, 'image/svg+xml') });
    expect(profileView(actor.getSnapshot()).imageError).toBe('Only JPEG, JPG, PNG, GIF, WEBP and BMP images are allowed');
    actor.send({ type: 'image.choose', image: png(5 * 1024 * 1024) });
    expect(profileView(actor.getSnapshot()).imageError).toBe('Image must be smaller than 5MB');
    expect(calls).toEqual([]);
    actor.send({ type: 'image.choose', image: png(5 * 1024 * 1024 - 1) });
    expect(profileView(actor.getSnapshot())).toMatchObject({ uploadLabel: 'Uploading...', imageBusy: true, imageError: null });
    await waitFor(actor, (s) => s.matches({ ready: { image: 'idle', user: 'current' } }));
    expect(calls).toEqual(['measureImage', 'uploadImage']);
    // The session's user reloads too, so the header shows the new picture with this page.
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Profile image updated' }, { type: 'user.changed' }]);
    expect(profileView(actor.getSnapshot()).imageWarning).toBe(
      'Image is smaller than 100x100 pixels. 200x200 pixels or larger is recommended.',
    );

    const failing = harness({ failures: { uploadImage: new Error('bug') } });
    await waitFor(failing.actor, (s) => s.matches('ready'));
    failing.actor.send({ type: 'image.choose', image: png(100) });
    await waitFor(failing.actor, (s) => s.matches({ ready: { image: 'idle' } }));
    expect(profileView(failing.actor.getSnapshot()).imageError).toBe('Failed to upload profile image');
    // Said once, under the picture: no toast repeating it.
    expect(failing.effects).toEqual([]);

    const undecodable = harness({ failures: { measureImage: new Error('decode') } });
    // The domain's words (src/domain/validation/profile-image.ts) for a file the browser cannot read.
    await waitFor(undecodable.actor, (s) => s.matches('ready'));
    undecodable.actor.send({ type: 'image.choose', image: png(100) });
    await waitFor(undecodable.actor, (s) => s.matches({ ready: { image: 'idle' } }));
    expect(profileView(undecodable.actor.getSnapshot()).imageError).toBe('Please select an image file');
  });

  it('removing the picture: success reloads the user; a failure says "Failed to remove profile image"', async () => {
    const ok = harness({ users: [{ ...ada, profileImage: '/media/me.png' } as User, ada] });
    await waitFor(ok.actor, (s) => s.matches('ready'));
    expect(profileView(ok.actor.getSnapshot()).canRemoveImage).toBe(true);
    ok.actor.send({ type: 'image.remove' });
    await waitFor(ok.actor, (s) => s.matches({ ready: { image: 'idle', user: 'current' } }) && ok.reads() === 2);
    expect(ok.effects).toEqual([{ type: 'toast', kind: 'success', message: 'Profile image removed' }, { type: 'user.changed' }]);
    expect(profileView(ok.actor.getSnapshot())).toMatchObject({ canRemoveImage: false, header: { picture: null } });
    const failing = harness({ failures: { removeImage: new Error('bug') } });
    await waitFor(failing.actor, (s) => s.matches('ready'));
    failing.actor.send({ type: 'image.remove' });
    await waitFor(failing.actor, () => failing.effects.length === 1);
    expect(failing.effects).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to remove profile image' }]);
  });
});

type ProfileEventAny = EventFromLogic<typeof profileMachine>;

describe('profileMachine, the Wishlist tab', () => {
  const entry = {
    productId: { _id: 'p1', title: 'Reflector', images: ['/r.jpg'], price: 10000, discount: 0, finalPrice: 9000, stock: 3 },
    variantId: 'v2',
    selectedAttributes: { color: 'Gold' },
  } as unknown as WishlistEntry;
  const withWish = { ...ada, wishlist: [entry] } as User;

  it('each entry with its variant-aware cart line and its own Remove (the shared wishlist heart)', async () => {
    const { actor } = harness({ users: [withWish] });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(profileView(actor.getSnapshot()).wishlist).toEqual([
      {
        key: 'p1-v2-0',
        productId: 'p1',
        variantId: 'v2',
        title: 'Reflector',
        image: '/r.jpg',
        price: '₦9,000',
        options: 'Color: Gold',
        link: '/shop/p1',
        line: { productId: 'p1', quantity: 1, variantId: 'v2', selectedAttributes: { color: 'Gold' } },
      },
    ]);
    expect(Object.keys(actor.getSnapshot().context.wishlistToggles)).toEqual(['p1']);
    const toggle = actor.getSnapshot().context.wishlistToggles.p1;
    expect(toggle?.id).toBe('wishlist-p1');
    expect(toggle?.getSnapshot().context).toMatchObject({ productId: 'p1', guestPrompt: 'redirect', saved: true });
  });

  it('Remove takes the entry out (even before the session knows the wishlist), says "Removed from wishlist", and both users reload', async () => {
    const { actor, calls, effects, reads } = harness({ users: [withWish, ada] });
    await waitFor(actor, (s) => s.matches('ready'));
    const toggle = actor.getSnapshot().context.wishlistToggles.p1;
    toggle?.send({ type: 'wishlist.toggle', variantId: 'v2' });
    expect(toggle?.getSnapshot().matches('saving')).toBe(true);
    await waitFor(actor, () => reads() === 2 && profileView(actor.getSnapshot()).wishlist.length === 0);
    expect(calls).toEqual(['saveWishlist remove p1 v2']);
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Removed from wishlist' }, { type: 'user.changed' }]);
    expect(profileView(actor.getSnapshot()).header?.tiles.find((tile) => tile.label === 'Wishlist')?.value).toBe(0);
  });

  it('a failed remove says "Failed to remove from wishlist" and keeps the entry', async () => {
    const { actor, effects, reads } = harness({ users: [withWish], failures: { saveWishlist: new Error('bug') } });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.getSnapshot().context.wishlistToggles.p1?.send({ type: 'wishlist.toggle', variantId: 'v2' });
    await waitFor(actor, () => effects.length === 1);
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to remove from wishlist' }]);
    expect(reads()).toBe(1);
    expect(profileView(actor.getSnapshot()).wishlist).toHaveLength(1);
  });
});

describe('profileMachine, every shortest path', () => {
  const events = [
    { type: 'tab.select', tab: 'wishlist' },
    { type: 'menu.open' },
    { type: 'field.change', field: 'name', value: '' },
    { type: 'field.change', field: 'name', value: 'Ada' },
    { type: 'details.save' },
    { type: 'password.submit' },
    { type: 'preference.toggle', key: 'smsNotifications' },
    { type: 'image.choose', image: png(10, 'text/plain') },
    { type: 'image.choose', image: png(10) },
    { type: 'image.remove' },
    { type: 'profile.retry' },
    { type: 'xstate.done.actor.loadUser', output: ada },
    { type: 'xstate.error.actor.loadUser', error: network },
    { type: 'xstate.done.actor.saveDetails', output: ada },
    { type: 'xstate.error.actor.saveDetails', error: network },
    { type: 'xstate.done.actor.savePreferences', output: {} },
    { type: 'xstate.error.actor.savePreferences', error: network },
    { type: 'xstate.done.actor.measureImage', output: { width: 50, height: 50 } },
    { type: 'xstate.error.actor.measureImage', error: new Error('decode') },
    { type: 'xstate.done.actor.uploadImage', output: {} },
    { type: 'xstate.error.actor.uploadImage', error: network },
    { type: 'xstate.done.actor.removeImage', output: {} },
    { type: 'xstate.error.actor.removeImage', error: network },
    { type: 'app.effect', effect: { type: 'user.changed' } },
    { type: 'xstate.done.actor.reloadUser', output: ada },
    { type: 'xstate.error.actor.reloadUser', error: network },
  ] as unknown as ProfileEventAny[];
  const paths = getShortestPaths(profileMachine, {
    events,
    input: { session: sessionWithToken('token-1') },
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.form.name,
        s.context.preferences,
        s.context.imageError !== null,
        s.context.tab,
        s.context.menuOpen,
      ]),
  });

  it('reaches failed, saving, uploading, removing and reloading', () => {
    const values = paths.map((path) => JSON.stringify(path.state.value)).join(' ');
    for (const part of [
      '"failed"',
      '"details":"saving"',
      '"preferences":"saving"',
      '"image":"measuring"',
      '"image":"uploading"',
      '"image":"removing"',
      '"user":"reloading"',
    ]) {
      expect(values).toContain(part);
    }
  });

  it('never saves an invalid form nor uploads a refused file', () => {
    for (const path of paths) {
      const states = [...path.steps.map((step) => step.state), path.state];
      states.forEach((state, index) => {
        const before = states[index - 1];
        if (state.matches({ ready: { details: 'saving' } }) && before?.matches({ ready: { details: 'editing' } }))
          expect(before.context.form.name.trim()).not.toBe('');
        if (state.matches({ ready: { image: 'measuring' } })) expect(state.context.image?.type).toBe('image/png');
      });
    }
  });
});
