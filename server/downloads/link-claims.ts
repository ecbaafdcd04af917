import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/**
 * A download link is used by whoever fetches it first, and by nobody else.
 *
 * Why not "one fetch and the link is dead": a download is a stream, and the server never learns
 * whether the bytes arrived. A dropped connection on a phone comes back as a second request for
 * the same link with `Range: bytes=N-`, and a link that died at its first fetch would leave the
 * customer with half a ZIP and a spent download. Counting the bytes served does not work either:
 * what was written to the socket is not what was received, and ranges can be asked for in any
 * order, so a stranger could collect a file piece by piece.
 *
 * So the first fetch claims the link for its client (address and browser, hashed): that client
 * may fetch it again, whole or by ranges, until the link's 10 minutes are up, which is what a
 * resume needs; a link copied elsewhere (shared, leaked through a log or a referrer) answers 403
 * from every other client. A resume from a new address (a phone moving from Wi-Fi to mobile
 * data) is refused too; the customer then spends another download from My Orders.
 */
export const LINK_USED = 'This download link has already been used';

export function claimantOf(address: string, userAgent: string | undefined): string {
  return createHash('sha256')
    .update(`${address}\n${userAgent ?? ''}`)
    .digest('hex');
}

/** Claims the link for this client, or finds who has; true when this client may use it. */
export async function claimLink(
  db: Queryable,
  link: { signature: string; grantId: string; expiresAt: Date },
  claimant: string,
  now: Date,
): Promise<boolean> {
  await db.query('delete from download_link_claims where expires_at <= $1', [now]);
  await db.query(
    'insert into download_link_claims (signature, grant_id, claimant, expires_at) values ($1, $2, $3, $4) on conflict (signature) do nothing',
    [link.signature, link.grantId, claimant, link.expiresAt],
  );
  // Read in a statement of its own, so a claim that a concurrent request just committed is seen.
  const [row] = await db.query<{ claimant: string }>('select claimant from download_link_claims where signature = $1', [link.signature]);
  return row?.claimant === claimant;
}
