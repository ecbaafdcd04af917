/**
 * Why a call was refused as unauthenticated (401): no login was sent, or the one sent is no
 * longer valid. The server answers with these words and the app shows them when it sends the
 * shopper to log in.
 */
export const AUTH_REQUIRED = 'Authentication required. Please log in again.';
export const AUTH_EXPIRED = 'Authentication expired. Please log in again.';
