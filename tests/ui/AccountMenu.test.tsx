import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { cartMachine } from '../../src/machines/cart/cart.machine.ts';
import type { liveSessionMachine } from '../../src/machines/session.live.ts';
import { sessionMachine, type CartItem, type User } from '../../src/machines/session.machine.ts';
import { SessionContext } from '../../src/ui/app/SessionContext.ts';
import { AccountMenu } from '../../src/ui/frame/AccountMenu.tsx';
import { ada } from '../machines/fixtures/user.ts';

/** A signed-in session whose user the test answers, one read after another. */
function sessionAnswering(users: User[]) {
  return sessionMachine.provide({
    actors: {
      loadUser: fromPromise(async () => users.shift() ?? ada),
      cart: cartMachine.provide({ actors: { loadCart: fromPromise<readonly CartItem[]>(async () => []) } }),
    },
  }) as unknown as typeof liveSessionMachine;
}

function renderMenu(users: User[]) {
  let session: ReturnType<typeof SessionContext.useActorRef> | undefined;
  function Probe() {
    session = SessionContext.useActorRef();
    return null;
  }
  render(
    <MemoryRouter>
      <SessionContext.Provider logic={sessionAnswering(users)} options={{ input: { token: 'tok' } }}>
        <Probe />
        <AccountMenu />
      </SessionContext.Provider>
    </MemoryRouter>,
  );
  return { reloadUser: () => session?.send({ type: 'user.reload' }) };
}

const accountButton = () => screen.getByRole('button', { name: 'Account' });
/** The picture in the Account button: decorative (alt ''), the button names itself. */
const picture = () => within(accountButton()).queryByRole('presentation');

describe('AccountMenu', () => {
  it("shows the user's picture, and the new one as soon as the session reads the user again (after an upload)", async () => {
    const { reloadUser } = renderMenu([
      { ...ada, profileImage: '/media/profile-images/u1?v=1' },
      { ...ada, profileImage: '/media/profile-images/u1?v=2' },
    ]);
    await waitFor(() => expect(picture()).toHaveAttribute('src', '/media/profile-images/u1?v=1'));
    reloadUser();
    await waitFor(() => expect(picture()).toHaveAttribute('src', '/media/profile-images/u1?v=2'));
  });
});
