/**
 * Who may use the studio's back office. Customers shop; staff run orders, catalogue and stock;
 * the owner also manages the staff and reads the audit log. The operator's key (scripts on the
 * server) counts as the owner, and alone may name an owner.
 */
export type UserRole = 'customer' | 'staff' | 'owner';
export type StudioCaller = UserRole | 'operator';
/** What an operation asks of its caller. */
export type StudioRoleNeeded = 'staff' | 'owner' | 'operator';

export const STAFF_ONLY = "Only the studio's staff can do this";
export const OWNER_ONLY = "Only the studio's owner can do this";
export const OPERATOR_ONLY = "Only the studio's operator key can do this";

const RANK: Record<StudioCaller, number> = { customer: 0, staff: 1, owner: 2, operator: 3 };

/** Null when the caller may go ahead; otherwise the 403's message. */
export function studioRefusal(caller: StudioCaller, needed: StudioRoleNeeded): string | null {
  if (RANK[caller] >= RANK[needed]) return null;
  if (needed === 'operator') return OPERATOR_ONLY;
  return needed === 'owner' && caller !== 'customer' ? OWNER_ONLY : STAFF_ONLY;
}

/** Staff and owners open the back office (and land there after logging in). */
export function opensStudio(role: UserRole | undefined): boolean {
  return role === 'staff' || role === 'owner';
}

export const OWNER_NOT_REVOCABLE = 'The owner cannot be revoked';
export const ALREADY_OWNER = 'This account is already the owner';
export const NOT_STAFF = 'No such staff member';

/** Where a login goes next: staff and owners to the studio (or the studio page they were sent from), everyone else back. */
export function landingAfterLogin(role: UserRole | undefined, returnTo: string): string {
  if (!opensStudio(role)) return returnTo;
  return returnTo === '/studio' || returnTo.startsWith('/studio/') ? returnTo : '/studio';
}
