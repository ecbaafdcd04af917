import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bookingsMachine, type BookingServiceContent } from '../../../src/machines/bookings/bookings.machine.ts';
import { bookingsView, LOAD_SERVICES_FAILED } from '../../../src/machines/bookings/bookings.view.ts';

const content = (id: BookingServiceContent['id'], formLink: string | null): BookingServiceContent => ({
  id,
  title: `${id} title`,
  description: `${id} description`,
  buttonText: 'Ask Us',
  image: `/media/${id}.jpg`,
  imageWebp: `/media/${id}.webp`,
  formLink,
});

describe('the bookings page', () => {
  it('shows the services the server answered: an online form opens in a new tab, no form leads to the contact form', async () => {
    const machine = bookingsMachine.provide({
      actors: {
        loadServices: fromPromise(async () => [
          content('product-photography', 'https://forms.example.ng/p'),
          content('source-items', null),
        ]),
      },
    });
    const actor = createActor(machine, { input: { reducedMotion: true } }).start();
    expect(bookingsView(actor.getSnapshot())).toEqual({ loading: true, loadError: '', services: [] });
    await waitFor(actor, (s) => s.matches('ready'));
    const view = bookingsView(actor.getSnapshot());
    expect(view.services).toEqual([
      {
        id: 'product-photography',
        title: 'product-photography title',
        description: 'product-photography description',
        image: '/media/product-photography.jpg',
        buttonText: 'Ask Us',
        formLink: 'https://forms.example.ng/p',
        opensOnlineForm: true,
      },
      {
        id: 'source-items',
        title: 'source-items title',
        description: 'source-items description',
        image: '/media/source-items.jpg',
        buttonText: 'Ask Us',
        formLink: '/contact?service=source-items',
        opensOnlineForm: false,
      },
    ]);
    // The slideshow goes over as many slides as there are services.
    expect(actor.getSnapshot().children.slides?.getSnapshot().context.count).toBe(2);
  });

  it('says when the services cannot be loaded, and loads them again on request', async () => {
    let calls = 0;
    const machine = bookingsMachine.provide({
      actors: {
        loadServices: fromPromise(async () => {
          calls += 1;
          if (calls === 1) throw new Error('offline');
          return [content('portrait-photography', null)];
        }),
      },
    });
    const actor = createActor(machine, { input: { reducedMotion: true } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(bookingsView(actor.getSnapshot())).toEqual({ loading: false, loadError: LOAD_SERVICES_FAILED, services: [] });
    actor.send({ type: 'services.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(bookingsView(actor.getSnapshot()).services.map((service) => service.id)).toEqual(['portrait-photography']);
  });
});
