import type { ContractClient } from './client.ts';
import { expect } from './walk.ts';

interface KitService {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly buttonText: string;
  readonly formLink: string | null;
}

/**
 * The bookings page's services: the public list and the studio's; the first service's button text
 * changed and written back as it was, and a text file sent as its picture refused by its content
 * (a picture that was taken would replace the backend's own, which the contract cannot put back).
 */
export async function walkBookingServices(client: ContractClient, token: string): Promise<void> {
  expect(client, 'listBookingServices', await client.call('GET', '/bookings/services'), 200, 'read the bookings page’s services');
  const listed = expect(
    client,
    'listStudioBookingServices',
    await client.call('GET', '/studio/booking-services', { token }),
    200,
    'read the services as staff edit them',
  );
  const service = (listed.services as KitService[] | undefined)?.[0];
  if (!service) {
    client.report.notWalked.push('editing a booking service: the backend lists none');
    return;
  }
  const path = `/studio/booking-services/${encodeURIComponent(service.id)}`;
  const as = { title: service.title, description: service.description, buttonText: service.buttonText, formLink: service.formLink };
  for (const [body, step] of [
    [{ ...as, buttonText: 'Kit Button' }, 'change the button text'],
    [as, 'write the service back as it was'],
  ] as const) {
    expect(client, 'updateStudioBookingService', await client.call('PUT', path, { token, body }), 200, step);
  }
  const form = new FormData();
  form.set('picture', new Blob([new TextEncoder().encode('not a picture at all')], { type: 'image/jpeg' }), 'notes.jpg');
  expect(
    client,
    'uploadStudioBookingServicePicture',
    await client.call('PUT', `${path}/picture`, { token, form }),
    422,
    'a text file named .jpg is refused as the service’s picture',
  );
}
