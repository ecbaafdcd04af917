import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, profileImageForm, signedInCustomer, uniqueAddress } from './support/accounts-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('profile', () => {
  it('updates the profile fields and answers the full user', async () => {
    const { token } = await signedInCustomer(server);
    const response = await server.api('PUT', '/user/profile', {
      token,
      body: {
        name: '  Funke Adeyemi ',
        phone: '+234 803 123 4567',
        gender: 'female',
        dateOfBirth: '1994-06-02',
        bio: 'Portraits in Ibadan.',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      name: 'Funke Adeyemi',
      // A Nigerian number is kept in one form, E.164.
      phone: '+2348031234567',
      gender: 'female',
      dateOfBirth: '1994-06-02',
      bio: 'Portraits in Ibadan.',
      moreDetails: '',
    });
  });

  it('clears a saved date of birth and gender when they come as null', async () => {
    const { token } = await signedInCustomer(server);
    await server.api('PUT', '/user/profile', { token, body: { name: 'Funke', gender: 'female', dateOfBirth: '1994-06-02' } });
    const response = await server.api('PUT', '/user/profile', { token, body: { name: 'Funke', gender: null, dateOfBirth: null } });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ gender: null, dateOfBirth: null });
    expect((await server.api('GET', '/user/me', { token })).body.user).toMatchObject({ gender: null, dateOfBirth: null });
  });

  it('refuses a date of birth after today, and takes today', async () => {
    const { token } = await signedInCustomer(server);
    for (const dateOfBirth of ['2999-01-01', '2026-11-21']) {
      const response = await server.api('PUT', '/user/profile', { token, body: { name: 'Funke', dateOfBirth } });
      expect(response.status, dateOfBirth).toBe(400);
      expect(response.body, dateOfBirth).toEqual({ success: false, message: 'Date of birth cannot be in the future' });
    }
    expect((await server.api('GET', '/user/me', { token })).body.user.dateOfBirth).toBeNull();
    const today = await server.api('PUT', '/user/profile', { token, body: { name: 'Funke', dateOfBirth: '2026-11-20' } });
    expect(today.status).toBe(200);
    expect(today.body.user.dateOfBirth).toBe('2026-11-20');
  });

  it('does not let the email change', async () => {
    const { token } = await signedInCustomer(server);
    const response = await server.api('PUT', '/user/profile', { token, body: { name: 'Someone', email: 'other@example.ng' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Email cannot be changed' });
  });

  it("answers the spec's messages: a blank name, a bio over 500 and details over 300 characters", async () => {
    const { token } = await signedInCustomer(server);
    const refusals = [
      [{ name: '' }, 'Name is required'],
      [{ name: '   ' }, 'Name is required'],
      [{ name: 'Someone', bio: 'x'.repeat(501) }, 'Bio must be 500 characters or less'],
      [{ name: 'Someone', moreDetails: 'x'.repeat(301) }, 'More details must be 300 characters or less'],
    ] as const;
    for (const [body, message] of refusals) {
      const response = await server.api('PUT', '/user/profile', { token, body });
      expect(response.status, message).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    }
    const atTheLimits = await server.api('PUT', '/user/profile', {
      token,
      body: { name: 'Someone', bio: 'x'.repeat(500), moreDetails: 'y'.repeat(300) },
    });
    expect(atTheLimits.status).toBe(200);
  });

  it('keeps preferences with the defaults and replaces them', async () => {
    const { token } = await signedInCustomer(server);
    const before = await server.api('GET', '/user/me', { token });
    expect(before.body.user.preferences).toEqual({ emailNotifications: true, smsNotifications: false, marketingEmails: true });
    const saved = await server.api('PUT', '/user/preferences', {
      token,
      body: { emailNotifications: false, smsNotifications: true, marketingEmails: false },
    });
    expect(saved.body).toEqual({
      success: true,
      message: 'Preferences updated successfully',
      preferences: { emailNotifications: false, smsNotifications: true, marketingEmails: false },
    });
    expect((await server.api('GET', '/user/me', { token })).body.user.preferences).toEqual(saved.body.preferences);
  });
});

describe('change password', () => {
  it('refuses a wrong current password with 400 and keeps the session', async () => {
    const { token } = await signedInCustomer(server);
    const response = await server.api('PUT', '/user/change-password', {
      token,
      body: { currentPassword: 'Wrong1234', newPassword: 'Another9Pass', confirmPassword: 'Another9Pass' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Current password is incorrect' });
    expect((await server.api('GET', '/user/me', { token })).status).toBe(200);
  });

  it("answers the spec's message when the confirmation differs", async () => {
    const { token } = await signedInCustomer(server);
    const response = await server.api('PUT', '/user/change-password', {
      token,
      body: { currentPassword: GOOD_PASSWORD, newPassword: 'Another9Pass', confirmPassword: 'Another9Pasz' },
    });
    expect(response.body).toEqual({ success: false, message: 'New passwords do not match' });
  });

  it.each<[Record<string, string>, string]>([
    [{ currentPassword: '', newPassword: '' }, 'Current password is required'],
    [{ newPassword: '', confirmPassword: '' }, 'New password is required'],
    [{ newPassword: 'Short1', confirmPassword: 'Short2' }, 'New passwords do not match'],
    [{ newPassword: 'Short1', confirmPassword: 'Short1' }, 'Password must be at least 8 characters long'],
    // One rule for sign-up, reset and change: the mix, and no common password.
    [
      { newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [{ newPassword: 'Passw0rd', confirmPassword: 'Passw0rd' }, 'Password is too common. Please choose one that is harder to guess'],
  ])("answers the spec's messages in the spec's order (case %#)", async (overrides, message) => {
    const { token } = await signedInCustomer(server);
    const response = await server.api('PUT', '/user/change-password', {
      token,
      body: { currentPassword: GOOD_PASSWORD, newPassword: 'Another9Pass', confirmPassword: 'Another9Pass', ...overrides },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
  });

  it('counts wrong current passwords as failed logins: after 10 from one address, 429 with Retry-After, the right one too', async () => {
    const { email, token } = await signedInCustomer(server);
    const change = (currentPassword: string) =>
      server.api('PUT', '/user/change-password', {
        token,
        body: { currentPassword, newPassword: 'Another9Pass', confirmPassword: 'Another9Pass' },
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await change(`Wrong${attempt}234`)).status).toBe(400);
    const throttled = await change(GOOD_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ success: false, message: 'Too many login attempts. Please try again later.' });
    expect(throttled.headers.get('retry-after')).toBe('900');
    expect((await server.api('POST', '/user/login', { body: { email, password: GOOD_PASSWORD } })).status).toBe(429);
    server.advanceMinutes(16);
    expect((await change(GOOD_PASSWORD)).status).toBe(200);
  });

  it('lets exactly 10 of 14 simultaneous wrong current passwords from one address be tried', async () => {
    const { token } = await signedInCustomer(server);
    const address = uniqueAddress();
    const responses = await Promise.all(
      Array.from({ length: 14 }, (_, attempt) =>
        server.api('PUT', '/user/change-password', {
          token,
          body: { currentPassword: `Wrong${attempt}234`, newPassword: 'Another9Pass', confirmPassword: 'Another9Pass' },
          remoteAddress: address,
        }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([...Array(10).fill(400), ...Array(4).fill(429)]);
  });

  it('changes it, keeps this session and ends the others', async () => {
    const { email, token } = await signedInCustomer(server);
    const other = (await server.api('POST', '/user/login', { body: { email, password: GOOD_PASSWORD } })).body.token as string;
    const response = await server.api('PUT', '/user/change-password', {
      token,
      body: { currentPassword: GOOD_PASSWORD, newPassword: 'Another9Pass', confirmPassword: 'Another9Pass' },
    });
    expect(response.body).toEqual({ success: true, message: 'Password changed successfully' });
    expect((await server.api('GET', '/user/me', { token })).status).toBe(200);
    expect((await server.api('GET', '/user/me', { token: other })).status).toBe(401);
    expect((await server.api('POST', '/user/login', { body: { email, password: 'Another9Pass' } })).status).toBe(200);
  });
});

describe('profile image', () => {
  it('stores a real image, serves it, and removes it', async () => {
    const { token } = await signedInCustomer(server);
    const upload = await server.api('POST', '/user/profile-image', { token, form: profileImageForm(PNG_1X1, 'me.png', 'image/png') });
    expect(upload.status).toBe(200);
    expect(upload.body.message).toBe('Profile image updated successfully');
    expect(upload.body.imageUrl).toMatch(/^\/media\/profile-images\/usr_[0-9a-f]{32}\?v=\d+$/);
    const served = await server.app.request(upload.body.imageUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect((await server.api('GET', '/user/me', { token })).body.user.profileImage).toBe(upload.body.imageUrl);

    expect((await server.api('DELETE', '/user/profile-image', { token })).body).toEqual({
      success: true,
      message: 'Profile image removed successfully',
    });
    expect((await server.api('GET', '/user/me', { token })).body.user.profileImage).toBeNull();
    const again = await server.api('DELETE', '/user/profile-image', { token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, message: 'No profile image to remove' });
  });

  it('re-encodes a photo without its EXIF and GPS position, upright and at most 512 px a side', async () => {
    const { token } = await signedInCustomer(server);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6' } })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Make: 'SecretPhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' } },
      })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect([sent.orientation, sent.exif?.includes('SecretPhoneMaker')]).toEqual([6, true]);
    // Bytes after the image's end come along in a byte-for-byte copy.
    const upload = await server.api('POST', '/user/profile-image', {
      token,
      form: profileImageForm(Buffer.concat([photo, Buffer.from('HIDDEN-TRAILER')]), 'me.jpg', 'image/jpeg'),
    });
    expect(upload.status).toBe(200);
    const served = await server.app.request(upload.body.imageUrl);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    // Orientation 6 is a quarter turn: the served picture stands upright, 800 x 1200 scaled to 512 high.
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([341, 512, undefined]);
    for (const secret of ['SecretPhoneMaker', 'HIDDEN-TRAILER', 'Exif']) expect(bytes.includes(secret)).toBe(false);
  });

  it('turns a 24-bit BMP into a JPEG, and refuses bytes that only start like an image', async () => {
    const { token } = await signedInCustomer(server);
    // 16 x 16, 24 bits, rows stored bottom-up in blue-green-red order: the top half red, the bottom half blue.
    const side = 16;
    const bmp = Buffer.alloc(54 + side * side * 3);
    bmp.write('BM', 0, 'ascii');
    bmp.writeUInt32LE(bmp.length, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(side, 18);
    bmp.writeInt32LE(side, 22);
    bmp.writeUInt16LE(1, 26);
    bmp.writeUInt16LE(24, 28);
    for (let row = 0; row < side; row += 1) {
      // File rows 0-7 are the picture's bottom half: blue, stored as (255, 0, 0).
      const colour = row < side / 2 ? [255, 0, 0] : [0, 0, 255];
      for (let column = 0; column < side; column += 1) Buffer.from(colour).copy(bmp, 54 + (row * side + column) * 3);
    }
    const upload = await server.api('POST', '/user/profile-image', { token, form: profileImageForm(bmp, 'me.bmp', 'image/bmp') });
    expect(upload.status).toBe(200);
    const served = await server.app.request(upload.body.imageUrl);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const { data, info } = await sharp(Buffer.from(await served.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([side, side]);
    const pixel = (x: number, y: number) => [...data.subarray((y * side + x) * 3, (y * side + x) * 3 + 3)];
    const [topRed, , topBlue] = pixel(0, 0);
    const [bottomRed, , bottomBlue] = pixel(0, side - 1);
    expect([(topRed ?? 0) > 200, (topBlue ?? 255) < 60, (bottomRed ?? 255) < 60, (bottomBlue ?? 0) > 200]).toEqual([
      true,
      true,
      true,
      true,
    ]);

    const truncated = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')]);
    const refused = await server.api('POST', '/user/profile-image', { token, form: profileImageForm(truncated, 'me.jpg', 'image/jpeg') });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: 'This image could not be read. Please choose another JPEG or PNG image' });
  });

  it('judges the type by content, not by the name or the declared type', async () => {
    const { token } = await signedInCustomer(server);
    const fake = await server.api('POST', '/user/profile-image', {
      token,
      form: profileImageForm(Buffer.from('<svg onload=alert(1)>'), 'me.png', 'image/png'),
    });
    expect(fake.status).toBe(400);
    expect(fake.body).toEqual({ success: false, message: 'Please select an image file' });
  });

  it('refuses images of 5 MB or more', async () => {
    const { token } = await signedInCustomer(server);
    const big = new Uint8Array(5 * 1024 * 1024);
    big.set(PNG_1X1);
    const response = await server.api('POST', '/user/profile-image', { token, form: profileImageForm(big, 'big.png', 'image/png') });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Image must be smaller than 5MB' });
  });

  it('names the missing file field', async () => {
    const { token } = await signedInCustomer(server);
    const form = new FormData();
    form.append('other', 'x');
    const response = await server.api('POST', '/user/profile-image', { token, form });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'profileImage is required' });
  });
});

const HOME = {
  label: 'Home',
  fullName: 'Adaeze Okafor',
  address: '12 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  zipCode: '200001',
  phone: '+234 803 123 4567',
};
const STUDIO = { ...HOME, label: 'Studio', address: '4 Bodija Market Road', state: 'Lagos', email: 'studio@example.ng' };

describe('address book', () => {
  it('makes the first address the default and moves the flag to a new default', async () => {
    const { token } = await signedInCustomer(server);
    const first = await server.api('POST', '/user/address', { token, body: HOME });
    expect(first.status).toBe(201);
    expect(first.body.addresses).toEqual([
      { _id: expect.stringMatching(/^adr_/), ...HOME, phone: '+2348031234567', landmark: '', isDefault: true },
    ]);
    const second = await server.api('POST', '/user/address', { token, body: { ...STUDIO, isDefault: true } });
    expect(second.body.addresses.map((a: { label: string; isDefault: boolean }) => [a.label, a.isDefault])).toEqual([
      ['Studio', true],
      ['Home', false],
    ]);
  });

  it("validates with the domain's rules and messages", async () => {
    const { token } = await signedInCustomer(server);
    const badState = await server.api('POST', '/user/address', { token, body: { ...HOME, state: 'Atlantis' } });
    expect(badState.status).toBe(400);
    expect(badState.body).toEqual({ success: false, message: 'Please select a valid state' });
    const blank = await server.api('POST', '/user/address', { token, body: { ...HOME, city: '   ' } });
    expect(blank.body).toEqual({ success: false, message: 'City is required' });
    const missing = await server.api('POST', '/user/address', { token, body: { ...HOME, label: undefined } });
    expect(missing.body).toEqual({ success: false, message: 'label is required' });
  });

  it('updates an address, and promotes the oldest other address when the default is deleted', async () => {
    const { token } = await signedInCustomer(server);
    const added = await server.api('POST', '/user/address', { token, body: HOME });
    const homeId = added.body.addresses[0]._id as string;
    await server.api('POST', '/user/address', { token, body: STUDIO });
    await server.api('POST', '/user/address', { token, body: { ...STUDIO, label: 'Office' } });
    const updated = await server.api('PUT', `/user/address/${homeId}`, { token, body: { ...HOME, city: 'Abeokuta', state: 'Ogun' } });
    expect(updated.body.addresses[0]).toMatchObject({ _id: homeId, city: 'Abeokuta', state: 'Ogun', isDefault: true });
    const deleted = await server.api('DELETE', `/user/address/${homeId}`, { token });
    expect(deleted.body.addresses.map((a: { label: string; isDefault: boolean }) => [a.label, a.isDefault])).toEqual([
      ['Studio', true],
      ['Office', false],
    ]);
  });

  it("answers 404 for another customer's address", async () => {
    const owner = await signedInCustomer(server);
    const intruder = await signedInCustomer(server);
    const id = (await server.api('POST', '/user/address', { token: owner.token, body: HOME })).body.addresses[0]._id as string;
    const update = await server.api('PUT', `/user/address/${id}`, { token: intruder.token, body: STUDIO });
    expect(update.status).toBe(404);
    expect(update.body).toEqual({ success: false, message: 'Address not found' });
    expect((await server.api('DELETE', `/user/address/${id}`, { token: intruder.token })).status).toBe(404);
    expect((await server.api('GET', '/user/me', { token: owner.token })).body.user.addresses).toHaveLength(1);
  });
});
