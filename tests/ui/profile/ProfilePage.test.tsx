import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addToCartMachine, type CartAddResult, type CartLine } from '../../../src/machines/shared/add-to-cart.machine.ts';
import { wishlistToggleMachine, type WishlistChange, type WishlistEntry } from '../../../src/machines/shared/wishlist-toggle.machine.ts';
import type { ProfileEvent } from '../../../src/machines/profile/profile.machine.ts';
import { TAB_LABELS, type ProfileView } from '../../../src/machines/profile/profile.view.ts';
import { returnPath } from '../../../src/ui/app/return-path.ts';
import { ProfilePage } from '../../../src/ui/profile/ProfilePage.tsx';
import { sessionWithToken } from '../../machines/orders/fixtures.ts';
import { axeViolations } from '../shop/support.tsx';

const ready: ProfileView = {
  state: 'ready',
  tab: 'details',
  menuOpen: false,
  tabs: TAB_LABELS,
  header: {
    name: 'Ada Obi',
    email: 'ada@example.ng',
    memberSince: 'March 5, 2025',
    picture: null,
    tiles: [
      { label: 'Orders', value: 3 },
      { label: 'Wishlist', value: 1 },
      { label: 'Addresses', value: 0 },
      { label: 'Liked Photos', value: 4 },
    ],
  },
  form: { name: 'Ada Obi', phone: '', dateOfBirth: '', gender: '', bio: 'Hi', address: '', moreDetails: '' },
  genders: [
    { value: 'male', label: 'Male' },
    { value: 'female', label: 'Female' },
    { value: 'other', label: 'Other' },
    { value: 'prefer-not-to-say', label: 'Prefer not to say' },
  ],
  bioCount: '2/500',
  moreDetailsCount: '0/300',
  saving: false,
  saveLabel: 'Save Changes',
  passwords: { currentPassword: '', newPassword: '', confirmPassword: '' },
  strength: [
    { id: 'length', label: 'At least 8 characters', met: false },
    { id: 'lowercase', label: 'One lowercase letter', met: true },
    { id: 'uppercase', label: 'One uppercase letter', met: false },
    { id: 'number', label: 'One number', met: false },
  ],
  changingPassword: false,
  passwordLabel: 'Change Password',
  preferences: [
    { key: 'emailNotifications', label: 'Email notifications', on: true },
    { key: 'smsNotifications', label: 'SMS notifications', on: false },
    { key: 'marketingEmails', label: 'Marketing emails', on: true },
  ],
  savingPreferences: false,
  imageBusy: true,
  uploadLabel: 'Uploading...',
  canRemoveImage: false,
  imageError: null,
  imageWarning: 'Image is smaller than 100x100 pixels. 200x200 pixels or larger is recommended.',
  wishlist: [],
};

function show(view: ProfileView) {
  const sent: ProfileEvent[] = [];
  let loggedOut = 0;
  const result = render(
    <MemoryRouter>
      <ProfilePage view={view} send={(event) => sent.push(event)} onLogout={() => (loggedOut += 1)} />
    </MemoryRouter>,
  );
  return { ...result, sent, loggedOut: () => loggedOut };
}

describe('ProfilePage', () => {
  it('the header, the details with counts and the admin field, the email not editable, the placeholder picture', async () => {
    const user = userEvent.setup();
    const { sent, loggedOut } = show(ready);
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Obi' })).toBeTruthy();
    expect(screen.getByText('Member since March 5, 2025')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Profile picture of Ada Obi' }).getAttribute('src')).toBe('/placeholder-avatar.svg');
    expect(screen.getByText('Liked Photos')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email (cannot be changed)' })).toHaveProperty('readOnly', true);
    expect(screen.getByText('2/500')).toBeTruthy();
    expect(screen.getByLabelText(/More details \(details for admin\)/)).toBeTruthy();
    expect(screen.getByText('Uploading...')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Image is smaller than 100x100 pixels. 200x200 pixels or larger is recommended.');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0');
    await user.click(screen.getByRole('switch', { name: 'SMS notifications' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.click(screen.getByRole('tab', { name: 'Wishlist' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(sent).toEqual([
      { type: 'field.change', field: 'phone', value: '0' },
      { type: 'preference.toggle', key: 'smsNotifications' },
      { type: 'details.save' },
      { type: 'password.submit' },
      { type: 'tab.select', tab: 'wishlist' },
    ]);
    expect(loggedOut()).toBe(1);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  // The focus ring itself (the label's :focus-within outline) is checked in Chromium: e2e/account.spec.ts.
  it('the picture upload takes the keyboard focus; its label carries no meaningless aria-disabled', async () => {
    show({ ...ready, imageBusy: false, uploadLabel: 'Upload Photo' });
    const input = screen.getByLabelText('Upload Photo');
    const label = input.closest('label');
    // aria-disabled on a label means nothing: the input's own disabled state is what counts.
    expect(label?.hasAttribute('aria-disabled')).toBe(false);
    // Reached by Tab from the control before it.
    screen.getByRole('button', { name: 'Save Changes' }).focus();
    await userEvent.tab();
    expect(input).toHaveFocus();
    expect(input.getAttribute('type')).toBe('file');
  });

  it("a wishlist entry's Remove presses the shared wishlist heart of its product, with the saved variant", async () => {
    const changes: WishlistChange[] = [];
    const heart = createActor(
      wishlistToggleMachine.provide({
        actors: {
          saveWishlist: fromPromise<readonly WishlistEntry[], WishlistChange>(async ({ input }) => {
            changes.push(input);
            return [];
          }),
        },
      }),
      { input: { session: sessionWithToken('token-1'), productId: 'p1', guestPrompt: 'redirect', saved: true } },
    ).start();
    const entry = {
      key: 'p1-v2-0',
      productId: 'p1',
      variantId: 'v2',
      title: 'Reflector',
      image: null,
      price: '₦9,000',
      options: 'Color: Gold',
      link: '/shop/p1',
      line: { productId: 'p1', quantity: 1 },
    };
    render(
      <MemoryRouter>
        <ProfilePage
          view={{ ...ready, tab: 'wishlist', wishlist: [entry] }}
          send={() => {}}
          onLogout={() => {}}
          wishlistToggles={{ p1: heart }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Color: Gold')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Reflector from wishlist' }));
    await waitFor(() => expect(changes).toEqual([{ action: 'remove', productId: 'p1', variantId: 'v2', selectedAttributes: {} }]));
  });

  it("a wishlist entry's Add to Cart sends its saved line, reads 'Adding...' and holds every button until the answer", async () => {
    const sent: CartLine[] = [];
    let answer: (result: CartAddResult) => void = () => {};
    const cart = createActor(
      addToCartMachine.provide({
        actors: {
          addToCart: fromPromise<CartAddResult, CartLine>(({ input }) => {
            sent.push(input);
            return new Promise((resolve) => (answer = resolve));
          }),
        },
      }),
      { input: { session: sessionWithToken('token-1') } },
    ).start();
    const reflector = {
      key: 'p1-v2-0',
      productId: 'p1',
      variantId: 'v2',
      title: 'Reflector',
      image: null,
      price: '₦9,000',
      options: '',
      link: '/shop/p1',
      line: { productId: 'p1', quantity: 1, variantId: 'v2' },
    };
    const tripod = {
      key: 'p2--1',
      productId: 'p2',
      variantId: null,
      title: 'Tripod',
      image: null,
      price: '₦20,000',
      options: '',
      link: '/shop/p2',
      line: { productId: 'p2', quantity: 1 },
    };
    render(
      <MemoryRouter>
        <ProfilePage
          view={{ ...ready, tab: 'wishlist', wishlist: [reflector, tripod] }}
          send={() => {}}
          onLogout={() => {}}
          addToCart={cart}
        />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Reflector' }));
    expect(sent).toEqual([{ productId: 'p1', quantity: 1, variantId: 'v2' }]);
    expect(screen.getByRole('button', { name: 'Adding...: Reflector' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to Cart: Tripod' })).toBeDisabled();
    answer({ success: true, message: 'Item added to cart', cartItems: [] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart: Reflector' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Add to Cart: Tripod' })).toBeEnabled();
  });

  it("the guest prompt's Log in comes back to /profile after the login", async () => {
    function LoginStub() {
      return <p>Back to {returnPath(useLocation().state)}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/login" element={<LoginStub />} />
          <Route
            path="/profile"
            element={<ProfilePage view={{ ...ready, state: 'guest', header: null }} send={() => {}} onLogout={() => {}} />}
          />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(screen.getByText('Back to /profile')).toBeTruthy();
  });

  it('a guest gets a log-in prompt; an empty wishlist says so', () => {
    const guest = show({ ...ready, state: 'guest', header: null });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    guest.unmount();
    show({ ...ready, tab: 'wishlist' });
    expect(screen.getByText(/Your wishlist is empty/)).toBeTruthy();
  });
});
