import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryStorage } from '../../server/media/file-storage.ts';
import { DEFAULT_PURCHASE_SETTINGS } from '../../server/orders/purchase-settings.ts';
import { signedInCustomer } from './support/accounts-helpers.ts';
import { signedInOwner, signedInStaff } from './support/studio-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const KEY = 'studio-bookings-key-0123456789abcdef';
const CONFIGURED_FORM = 'https://forms.example.ng/portrait-from-settings';
let server: TestServer;
let mediaDir: string;
let owner: string;
let staff: string;
let customer: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'studio-bookings-'));
  server = await startTestServer({
    purchase: { ...DEFAULT_PURCHASE_SETTINGS, studioKey: KEY },
    mediaStorage: directoryStorage(mediaDir),
    bookingForms: { 'portrait-photography': CONFIGURED_FORM },
  });
  ({ token: owner } = await signedInOwner(server, KEY));
  ({ token: staff } = await signedInStaff(server, owner, 'Bisi Bookings'));
  ({ token: customer } = await signedInCustomer(server, 'Kemi Buyer'));
}, 60_000);
afterAll(async () => {
  await server.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const edit = {
  title: 'Product Photography',
  description: 'Clean pictures of your products.',
  buttonText: 'Schedule Session',
  formLink: null as string | null,
};

const publicServices = async () => (await server.api('GET', '/bookings/services')).body.services as Array<Record<string, unknown>>;
const save = (id: string, body: Record<string, unknown>, token = staff) =>
  server.api('PUT', `/studio/booking-services/${id}`, { token, body });

function upload(id: string, bytes: Uint8Array, name = 'service.jpg', token = staff) {
  const form = new FormData();
  form.set('picture', new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }));
  return server.api('PUT', `/studio/booking-services/${id}/picture`, { token, form });
}

/** A JPEG with an author and a GPS position in its EXIF. */
const jpegWithGps = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#2050a0' } })
    .withExifMerge({ IFD0: { Artist: 'Tola Adeyemi' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 23/1 0/1' } })
    .jpeg()
    .toBuffer();

describe('the bookings page’s services', () => {
  it('are the three services in order, with the server’s configured form where a service has none of its own', async () => {
    const services = await publicServices();
    expect(services.map((service) => service.id)).toEqual(['product-photography', 'portrait-photography', 'source-items']);
    expect(services[0]).toEqual({
      id: 'product-photography',
      title: 'Product Photography',
      description: 'Clean, consistent pictures of your products for your shop, Instagram and marketplaces, on white or on set.',
      buttonText: 'Schedule Session',
      image: '/media/gallery/adire-studio-wm-960.jpg',
      imageWebp: '/media/gallery/adire-studio-wm-960.webp',
      formLink: null,
    });
    expect(services[1]?.formLink).toBe(CONFIGURED_FORM);
    expect(services[2]).toMatchObject({ title: 'Source Items Not On List', buttonText: 'Request Item', formLink: null });
  });

  it('are refused to a customer and to no one', async () => {
    expect((await server.api('GET', '/studio/booking-services', { token: customer })).status).toBe(403);
    expect((await server.api('GET', '/studio/booking-services')).status).toBe(401);
    expect((await save('source-items', { ...edit, title: 'Hacked' }, customer)).status).toBe(403);
    expect((await upload('source-items', await jpegWithGps(), 'x.jpg', customer)).status).toBe(403);
    expect((await publicServices())[2]?.title).toBe('Source Items Not On List');
  });

  it('are changed by staff, trimmed, and the public list shows the change; the audit log has before and after', async () => {
    server.advanceMinutes(1);
    const answer = await save('source-items', {
      title: '  Find Me Gear  ',
      description: ' We find what you need. ',
      buttonText: ' Ask Us ',
      formLink: ' https://forms.example.ng/sourcing ',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Service saved');
    expect(answer.body.service).toMatchObject({
      id: 'source-items',
      title: 'Find Me Gear',
      description: 'We find what you need.',
      buttonText: 'Ask Us',
      formLink: 'https://forms.example.ng/sourcing',
    });
    expect(answer.body.service.updatedAt).toEqual(expect.any(String));
    expect((await publicServices())[2]).toMatchObject({
      title: 'Find Me Gear',
      buttonText: 'Ask Us',
      formLink: 'https://forms.example.ng/sourcing',
    });
    const log = await server.api('GET', '/studio/audit', { token: owner });
    expect(log.body.entries[0]).toMatchObject({
      action: 'booking-service.update',
      subject: 'Source Items Not On List',
      before: { title: 'Source Items Not On List', buttonText: 'Request Item', formLink: null },
      after: { title: 'Find Me Gear', buttonText: 'Ask Us', formLink: 'https://forms.example.ng/sourcing' },
    });
  });

  it('loses its own form when the link is emptied: the button leads to the contact form again (or the configured form)', async () => {
    expect((await save('source-items', { ...edit, title: 'Find Me Gear', formLink: '' })).status).toBe(200);
    expect((await publicServices())[2]?.formLink).toBeNull();
    expect((await save('portrait-photography', { ...edit, title: 'Portraits', formLink: 'https://forms.example.ng/own' })).status).toBe(
      200,
    );
    expect((await publicServices())[1]?.formLink).toBe('https://forms.example.ng/own');
    expect((await save('portrait-photography', { ...edit, title: 'Portraits' })).status).toBe(200);
    expect((await publicServices())[1]?.formLink).toBe(CONFIGURED_FORM);
  });

  it.each([
    [{ title: '   ' }, 'Please enter a title'],
    [{ description: '' }, 'Please enter a description'],
    [{ buttonText: ' ' }, 'Please enter the button text'],
    [{ formLink: 'http://forms.example.ng/plain' }, 'The form link must be an https address'],
    [{ formLink: 'javascript:alert(1)' }, 'The form link must be an https address'],
    [{ formLink: '/contact' }, 'The form link must be an https address'],
  ])('refuses %o with “%s” and changes nothing', async (change, message) => {
    const before = await publicServices();
    const answer = await save('product-photography', { ...edit, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await publicServices()).toEqual(before);
  });

  it('refuses fields over their bounds and an unknown service', async () => {
    expect((await save('product-photography', { ...edit, title: 'x'.repeat(81) })).status).toBe(400);
    expect((await save('product-photography', { ...edit, buttonText: 'x'.repeat(31) })).status).toBe(400);
    const unknown = await save('weddings', edit);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Service not found');
  });

  it('takes a new picture checked by content, without EXIF or GPS, and removes the files of the one it replaces', async () => {
    const first = await upload('product-photography', await jpegWithGps());
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Picture uploaded');
    const { image, imageWebp } = first.body.service as { image: string; imageWebp: string };
    expect(image).toMatch(/^\/media\/bookings\/pic_[a-f0-9]+-1200\.jpg$/);
    expect(imageWebp).toBe(image.replace(/\.jpg$/, '.webp'));
    expect((await publicServices())[0]).toMatchObject({ image, imageWebp });
    for (const url of [image, imageWebp]) {
      const served = await server.app.request(url);
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ width: 320, height: 240 });
      expect(meta.exif).toBeUndefined();
    }
    expect(await readdir(path.join(mediaDir, 'booking-pictures'))).toHaveLength(4);

    const second = await upload('product-photography', await jpegWithGps());
    expect(second.status).toBe(200);
    const files = await readdir(path.join(mediaDir, 'booking-pictures'));
    expect(files).toHaveLength(4);
    expect(files.every((file) => second.body.service.image.includes(file.replace(/-\d+\.\w+$/, '')))).toBe(true);
    expect((await server.app.request(image)).status).toBe(404);
  });

  it('refuses a text file named .jpg by its content, and keeps the picture it had', async () => {
    const before = (await publicServices())[0]?.image;
    const answer = await upload('product-photography', new TextEncoder().encode('not a picture at all'), 'notes.jpg');
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('This file is not a JPEG, PNG or WebP picture');
    expect((await publicServices())[0]?.image).toBe(before);
    expect(await readdir(path.join(mediaDir, 'booking-pictures'))).toHaveLength(4);
  });
});
