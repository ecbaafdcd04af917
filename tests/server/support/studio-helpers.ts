import { GOOD_PASSWORD, tokenFromMail, uniqueAddress, uniqueEmail } from './accounts-helpers.ts';
import type { TestServer } from './test-server.ts';

export interface StudioMember {
  readonly id: string;
  readonly email: string;
  readonly token: string;
}

/** Sets the password through the mailed one-time link, then logs in. */
export async function acceptInvitation(server: TestServer, id: string, email: string): Promise<StudioMember> {
  const token = await tokenFromMail(server, email, 'reset-password');
  const reset = await server.api('POST', '/user/reset-password', {
    body: { token, newPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
    remoteAddress: uniqueAddress(),
  });
  if (reset.status !== 200) throw new Error(`setting the password failed: ${JSON.stringify(reset.body)}`);
  const login = await server.api('POST', '/user/login', { body: { email, password: GOOD_PASSWORD }, remoteAddress: uniqueAddress() });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { id, email, token: login.body.token as string };
}

/** An owner made with the operator's key (as `npm run studio -- create-owner` does), signed in. */
export async function signedInOwner(server: TestServer, operatorKey: string, name = 'Tola Owner'): Promise<StudioMember> {
  const email = uniqueEmail('owner');
  const created = await server.api('POST', '/studio/owners', { token: operatorKey, body: { email, name } });
  if (created.status !== 201) throw new Error(`create owner failed: ${JSON.stringify(created.body)}`);
  return acceptInvitation(server, created.body.member._id as string, email);
}

/** A staff member invited by the owner, signed in. */
export async function signedInStaff(server: TestServer, ownerToken: string, name = 'Sade Staff'): Promise<StudioMember> {
  const email = uniqueEmail('staff');
  const invited = await server.api('POST', '/studio/staff', { token: ownerToken, body: { email, name } });
  if (invited.status !== 201) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  return acceptInvitation(server, invited.body.member._id as string, email);
}
