import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  addAddress,
  changePassword,
  deleteAddress,
  getMe,
  removeProfileImage,
  updateAddress,
  updatePreferences,
  updateProfile,
  uploadProfileImage,
} from '../../src/api/account.ts';
import { apiCase, describeApiCases } from './support/api-cases.ts';
import { address, user } from './support/fixtures.ts';
import { BASE_URL, TOKEN, server, succeed, testClient, useMockServer, UNABORTED } from './support/server.ts';

useMockServer();

const FIVE_MINUTES = 5 * 60_000;
const addressInput = {
  label: 'Home',
  fullName: 'Adaeze Okafor',
  address: '12 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  zipCode: '200001',
  phone: '+234 803 123 4567',
};
const preferences = { emailNotifications: true, smsNotifications: true, marketingEmails: false };

describeApiCases('account', [
  apiCase({
    name: 'getMe',
    method: 'get',
    path: '/user/me',
    run: (client) => getMe(client, UNABORTED),
    answer: { success: true, user },
    expected: user,
    kind: 'read',
    freshMs: FIVE_MINUTES,
  }),
  apiCase({
    name: 'updateProfile',
    method: 'put',
    path: '/user/profile',
    run: (client) => updateProfile(client, { name: 'Adaeze Okafor', bio: 'Portraits.' }, UNABORTED),
    answer: { success: true, message: 'Profile updated', user },
    expected: user,
    kind: 'mutation',
    sentBody: { name: 'Adaeze Okafor', bio: 'Portraits.' },
  }),
  apiCase({
    name: 'changePassword',
    method: 'put',
    path: '/user/change-password',
    run: (client) =>
      changePassword(client, { currentPassword: 'secret12', newPassword: 'NewSecret8', confirmPassword: 'NewSecret8' }, UNABORTED),
    answer: { success: true, message: 'Password changed successfully' },
    expected: { success: true, message: 'Password changed successfully' },
    kind: 'mutation',
    sentBody: { currentPassword: 'secret12', newPassword: 'NewSecret8', confirmPassword: 'NewSecret8' },
  }),
  apiCase({
    name: 'updatePreferences',
    method: 'put',
    path: '/user/preferences',
    run: (client) => updatePreferences(client, preferences, UNABORTED),
    answer: { success: true, message: 'Preferences updated', preferences },
    expected: preferences,
    kind: 'mutation',
    sentBody: preferences,
  }),
  apiCase({
    name: 'uploadProfileImage',
    method: 'post',
    path: '/user/profile-image',
    run: (client) => uploadProfileImage(client, new Blob(['jpeg bytes'], { type: 'image/jpeg' }), UNABORTED),
    answer: { success: true, message: 'Profile image updated', imageUrl: '/uploads/profile/user-1.jpg' },
    expected: { success: true, message: 'Profile image updated', imageUrl: '/uploads/profile/user-1.jpg' },
    kind: 'mutation',
  }),
  apiCase({
    name: 'removeProfileImage',
    method: 'delete',
    path: '/user/profile-image',
    run: (client) => removeProfileImage(client, UNABORTED),
    answer: { success: true, message: 'Profile image removed' },
    expected: { success: true, message: 'Profile image removed' },
    kind: 'mutation',
  }),
  apiCase({
    name: 'addAddress',
    method: 'post',
    path: '/user/address',
    run: (client) => addAddress(client, addressInput, UNABORTED),
    status: 201,
    answer: { success: true, message: 'Address added', addresses: [address] },
    expected: [address],
    kind: 'mutation',
    sentBody: addressInput,
  }),
  apiCase({
    name: 'updateAddress',
    method: 'put',
    path: '/user/address/:id',
    run: (client) => updateAddress(client, 'addr-1', addressInput, UNABORTED),
    answer: { success: true, message: 'Address updated', addresses: [address] },
    expected: [address],
    kind: 'mutation',
    sentBody: addressInput,
  }),
  apiCase({
    name: 'deleteAddress',
    method: 'delete',
    path: '/user/address/:id',
    run: (client) => deleteAddress(client, 'addr-1', UNABORTED),
    answer: { success: true, message: 'Address deleted', addresses: [] },
    expected: [],
    kind: 'mutation',
  }),
]);

describe('account specifics', () => {
  it('sends the profile image as the multipart field profileImage', async () => {
    const seen: Array<{ contentType: string | null; type: string; text: string }> = [];
    server.use(
      http.post(`${BASE_URL}/user/profile-image`, async ({ request }) => {
        const field = (await request.formData()).get('profileImage');
        if (field instanceof Blob) {
          seen.push({ contentType: request.headers.get('Content-Type'), type: field.type, text: await field.text() });
        }
        return HttpResponse.json({ success: true, message: 'Profile image updated', imageUrl: '/u.jpg' });
      }),
    );
    await succeed(uploadProfileImage(testClient(TOKEN).client, new Blob(['jpeg bytes'], { type: 'image/jpeg' }), UNABORTED));
    expect(seen).toEqual([
      { contentType: expect.stringMatching(/^multipart\/form-data; boundary=/), type: 'image/jpeg', text: 'jpeg bytes' },
    ]);
  });

  it('asks for the user again after a profile change', async () => {
    let reads = 0;
    server.use(
      http.get(`${BASE_URL}/user/me`, () => {
        reads += 1;
        return HttpResponse.json({ success: true, user });
      }),
      http.put(`${BASE_URL}/user/profile`, () => HttpResponse.json({ success: true, user })),
    );
    const { client } = testClient(TOKEN);
    await succeed(getMe(client, UNABORTED));
    await succeed(getMe(client, UNABORTED));
    expect(reads).toBe(1);
    await succeed(updateProfile(client, { name: 'Adaeze O.' }, UNABORTED));
    await succeed(getMe(client, UNABORTED));
    expect(reads).toBe(2);
  });

  it("never serves one user's cached profile to the next token", async () => {
    let reads = 0;
    server.use(
      http.get(`${BASE_URL}/user/me`, () => {
        reads += 1;
        return HttpResponse.json({ success: true, user });
      }),
    );
    const { client, setToken } = testClient(TOKEN);
    await succeed(getMe(client, UNABORTED));
    setToken('someone-else');
    await succeed(getMe(client, UNABORTED));
    expect(reads).toBe(2);
  });
});
