import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { profileMachine, type User } from '../../../src/machines/profile/profile.machine.ts';
import { ada as customer } from '../fixtures/user.ts';
import { sessionWithToken } from '../orders/fixtures.ts';

const office = {
  _id: 'a2',
  label: 'Office',
  fullName: 'Ada Obi',
  address: '1 Marina',
  city: 'Lagos',
  state: 'Lagos',
  zipCode: '100001',
  phone: '08031234567',
  landmark: '',
  isDefault: true,
};

const ada: User = { ...customer, addresses: [office] };

function start(tab?: 'wishlist') {
  const files: { measured: Blob[]; uploaded: Blob[] } = { measured: [], uploaded: [] };
  const session = sessionWithToken('token-1');
  const machine = profileMachine.provide({
    actors: {
      loadUser: fromPromise<User>(async () => ada),
      measureImage: fromPromise<{ width: number; height: number }, { file: Blob }>(async ({ input }) => {
        files.measured.push(input.file);
        return { width: 300, height: 300 };
      }),
      uploadImage: fromPromise<unknown, { file: Blob }>(async ({ input }) => {
        files.uploaded.push(input.file);
        return {};
      }),
    },
  });
  const actor = createActor(machine, { input: tab ? { session, tab } : { session } }).start();
  return { actor, files, session };
}

describe('profileMachine inputs', () => {
  it('opens on the Profile Details tab with the menu closed unless a tab is asked for', () => {
    expect(start().actor.getSnapshot().context).toMatchObject({ tab: 'details', menuOpen: false });
    expect(start('wishlist').actor.getSnapshot().context.tab).toBe('wishlist');
  });

  it("hands the user's addresses to the address book and the session to Add to Cart", async () => {
    const { actor, session } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    const children = actor.getSnapshot().children;
    expect(children.addressBook?.getSnapshot().context.addresses).toEqual([office]);
    expect(children.addToCart?.getSnapshot().context.session).toBe(session);
  });

  it('measures and uploads the very file chosen', async () => {
    const { actor, files } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    const file = new Blob(['x'], { type: 'image/png' });
    actor.send({ type: 'image.choose', image: { file, type: 'image/png', size: 100 } });
    await waitFor(actor, (s) => s.matches({ ready: { image: 'idle' } }) && files.uploaded.length === 1);
    expect(files.measured).toEqual([file]);
    expect(files.measured[0]).toBe(file);
    expect(files.uploaded[0]).toBe(file);
  });
});
