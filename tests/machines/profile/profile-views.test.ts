import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { addressBookMachine } from '../../../src/machines/profile/address-book.machine.ts';
import { addressBookView } from '../../../src/machines/profile/address-book.view.ts';
import { formOf, profileFailure, profileUpdate, EMPTY_FORM, type User } from '../../../src/machines/profile/profile-form.ts';
import type { profileMachine } from '../../../src/machines/profile/profile.machine.ts';
import { profileView } from '../../../src/machines/profile/profile.view.ts';

// Fixed snapshots: `matches` answers true only for the exact state values listed, so a view that
// asks about the wrong state (or an emptied one) gets a different answer.
function fakeSnapshot<T>(context: unknown, states: readonly unknown[]): T {
  const keys = new Set(states.map((state) => JSON.stringify(state)));
  return { context, matches: (value: unknown) => keys.has(JSON.stringify(value)) } as unknown as T;
}

const user = {
  name: 'Ada Obi',
  email: 'ada@example.ng',
  createdAt: '2025-03-05T10:00:00.000Z',
  profileImage: '/me.png',
  orderCount: 3,
  likedPhotos: 4,
  addresses: [],
  wishlist: [
    {
      productId: { _id: 'p1', title: 'Canvas', images: [], image: '/c.png', finalPrice: 5000 },
      variantId: 'v1',
      selectedAttributes: { size: 'large', color: '' },
    },
    {
      productId: { _id: 'p2', title: 'Print', images: ['/p.png'], image: null, finalPrice: 2000 },
      variantId: null,
      selectedAttributes: {},
    },
  ],
};

const context = (overrides: Record<string, unknown> = {}) => ({
  user,
  tab: 'details',
  menuOpen: false,
  form: EMPTY_FORM,
  passwords: { currentPassword: '', newPassword: '', confirmPassword: '' },
  preferences: { emailNotifications: true, smsNotifications: false, marketingEmails: true },
  imageError: null,
  imageWarning: null,
  ...overrides,
});

const view = (states: readonly unknown[], overrides: Record<string, unknown> = {}) =>
  profileView(fakeSnapshot<SnapshotFrom<typeof profileMachine>>(context(overrides), states));

describe('profileView from fixed snapshots', () => {
  it('names each top state exactly', () => {
    expect(view(['guest']).state).toBe('guest');
    expect(view(['failed']).state).toBe('failed');
    expect(view(['ready', { ready: { image: 'idle' } }]).state).toBe('ready');
    expect(view([]).state).toBe('loading');
  });

  it('is idle with the resting labels when nothing is saving', () => {
    const idle = view(['ready', { ready: { image: 'idle' } }]);
    expect(idle).toMatchObject({
      saving: false,
      saveLabel: 'Save Changes',
      changingPassword: false,
      passwordLabel: 'Change Password',
      savingPreferences: false,
      imageBusy: false,
      uploadLabel: 'Upload Photo',
      canRemoveImage: true,
    });
  });

  it('shows each region saving only from its own state', () => {
    expect(view(['ready', { ready: { image: 'idle' } }, { ready: { details: 'saving' } }])).toMatchObject({
      saving: true,
      saveLabel: 'Saving...',
      changingPassword: false,
      savingPreferences: false,
    });
    expect(view(['ready', { ready: { image: 'idle' } }, { ready: { password: 'saving' } }])).toMatchObject({
      saving: false,
      changingPassword: true,
      passwordLabel: 'Changing...',
      savingPreferences: false,
    });
    expect(view(['ready', { ready: { image: 'idle' } }, { ready: { preferences: 'saving' } }])).toMatchObject({
      saving: false,
      changingPassword: false,
      savingPreferences: true,
    });
  });

  it('says Uploading... while measuring or uploading, and is busy (not uploading) while removing', () => {
    expect(view(['ready', { ready: { image: 'measuring' } }])).toMatchObject({
      uploadLabel: 'Uploading...',
      imageBusy: true,
      canRemoveImage: false,
    });
    expect(view(['ready', { ready: { image: 'uploading' } }])).toMatchObject({ uploadLabel: 'Uploading...', imageBusy: true });
    expect(view(['ready', { ready: { image: 'removing' } }])).toMatchObject({
      uploadLabel: 'Upload Photo',
      imageBusy: true,
      canRemoveImage: false,
    });
  });

  it('is not busy with the image before the user is ready', () => {
    expect(view([])).toMatchObject({ imageBusy: false, canRemoveImage: true });
  });

  it('lists the genders with their labels', () => {
    expect(view([]).genders).toEqual([
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
      { value: 'other', label: 'Other' },
      { value: 'prefer-not-to-say', label: 'Prefer not to say' },
    ]);
  });

  it('builds each wishlist row: key, Add to Cart line and the options that have a value', () => {
    const [withVariant, plain] = view([]).wishlist;
    expect(withVariant).toEqual({
      key: 'p1-v1-0',
      productId: 'p1',
      variantId: 'v1',
      line: { productId: 'p1', quantity: 1, variantId: 'v1', selectedAttributes: { size: 'large', color: '' } },
      title: 'Canvas',
      image: '/c.png',
      price: expect.any(String) as unknown as string,
      options: 'Size: large',
      link: '/shop/p1',
    });
    expect(plain).toMatchObject({ key: 'p2--1', variantId: null, image: '/p.png', options: '', link: '/shop/p2' });
    expect(plain?.line).toEqual({ productId: 'p2', quantity: 1 });
  });

  it('joins several options with a comma', () => {
    const entry = {
      productId: { _id: 'p3', title: 'Frame', images: [], image: null, finalPrice: 1 },
      variantId: null,
      selectedAttributes: { size: 'A4', finish: 'matte' },
    };
    expect(view([], { user: { ...user, wishlist: [entry] } }).wishlist[0]?.options).toBe('Size: A4, Finish: matte');
  });
});

const address = (id: string, label: string, email?: string) => ({
  _id: id,
  label,
  fullName: 'Ada Obi',
  address: '1 Marina',
  city: 'Lagos',
  state: 'Lagos',
  zipCode: '100001',
  phone: '08031234567',
  ...(email === undefined ? {} : { email }),
  isDefault: false,
});

const bookView = (ctx: Record<string, unknown>, states: readonly unknown[]) =>
  addressBookView(fakeSnapshot<SnapshotFrom<typeof addressBookMachine>>({ addresses: [], editing: null, targetId: null, ...ctx }, states));

describe('addressBookView from fixed snapshots', () => {
  it('shows the lines that have text, the email only when given', () => {
    const result = bookView({ addresses: [address('a1', 'Home'), address('a2', 'Work', 'w@x.ng')] }, ['idle']);
    expect(result.addresses.map((a) => a.lines)).toEqual([
      ['Ada Obi', '1 Marina', 'Lagos, Lagos 100001', '08031234567'],
      ['Ada Obi', '1 Marina', 'Lagos, Lagos 100001', '08031234567', 'w@x.ng'],
    ]);
    expect(result).toMatchObject({ dialogOpen: false, confirmingDelete: null, busy: false });
  });

  it('shows a landmark under the street when there is one', () => {
    const result = bookView({ addresses: [{ ...address('a1', 'Home'), landmark: 'Opposite Bodija market' }] }, ['idle']);
    expect(result.addresses[0]?.lines).toEqual(['Ada Obi', '1 Marina', 'Opposite Bodija market', 'Lagos, Lagos 100001', '08031234567']);
  });

  it('shows a stored Nigerian phone grouped, any other as stored', () => {
    const result = bookView(
      {
        addresses: [
          { ...address('a1', 'Home'), phone: '+2348035550100' },
          { ...address('a2', 'Work'), phone: '+44 20 7946 0958' },
        ],
      },
      ['idle'],
    );
    expect(result.addresses.map((a) => a.lines[3])).toEqual(['+234 803 555 0100', '+44 20 7946 0958']);
  });

  it('names the address waiting for a delete confirmation, or empty when it is gone', () => {
    expect(
      bookView({ addresses: [address('a1', 'Home'), address('a2', 'Work')], targetId: 'a2' }, ['confirmingDelete']).confirmingDelete,
    ).toBe('Work');
    expect(bookView({ addresses: [address('a1', 'Home')], targetId: 'zz' }, ['confirmingDelete']).confirmingDelete).toBe('');
  });

  it('is busy while deleting or making default, with the dialog open only in dialog', () => {
    expect(bookView({}, ['deleting']).busy).toBe(true);
    expect(bookView({}, ['makingDefault']).busy).toBe(true);
    expect(bookView({}, ['dialog'])).toMatchObject({ dialogOpen: true, busy: false });
  });
});

describe('profile form conversions', () => {
  const base = { name: 'Ada', phone: '080', dateOfBirth: null, gender: null, bio: 'b', address: 'a', moreDetails: 'm' } as unknown as User;

  it('keeps a known gender and shows an unknown or missing one as not set', () => {
    expect(formOf({ ...base, gender: 'female' } as User).gender).toBe('female');
    expect(formOf({ ...base, gender: 'robot' } as unknown as User).gender).toBe('');
    expect(formOf(base)).toEqual({ name: 'Ada', phone: '080', dateOfBirth: '', gender: '', bio: 'b', address: 'a', moreDetails: 'm' });
  });

  it('fills the phone field with a stored Nigerian number grouped, as shoppers read it', () => {
    expect(formOf({ ...base, phone: '+2348035550100' } as User).phone).toBe('+234 803 555 0100');
  });

  it('trims name, phone and address and sends a chosen gender and date as they are', () => {
    expect(
      profileUpdate({
        name: ' Ada ',
        phone: ' 080 ',
        dateOfBirth: '1990-01-02',
        gender: 'male',
        bio: ' b ',
        address: ' 1 Marina ',
        moreDetails: ' m ',
      }),
    ).toEqual({
      name: 'Ada',
      phone: '080',
      bio: ' b ',
      address: '1 Marina',
      moreDetails: ' m ',
      dateOfBirth: '1990-01-02',
      gender: 'male',
    });
  });

  it('falls back for failures that are not objects', () => {
    expect(profileFailure(null, 'Failed to update profile')).toBe('Failed to update profile');
    expect(profileFailure(undefined, 'Failed to update profile')).toBe('Failed to update profile');
    expect(profileFailure('boom', 'Failed to update profile')).toBe('Failed to update profile');
    expect(profileFailure({ _tag: 'Unauthorized' }, 'x')).toBe('Authentication expired. Please log in again.');
  });
});
