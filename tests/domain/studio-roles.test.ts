import { describe, expect, it } from 'vitest';
import { landingAfterLogin, opensStudio, OPERATOR_ONLY, OWNER_ONLY, STAFF_ONLY, studioRefusal } from '../../src/domain/studio-roles.ts';

describe('studioRefusal', () => {
  it('lets each caller do what its role allows, and no more', () => {
    const table = [
      ['customer', 'staff', STAFF_ONLY],
      ['customer', 'owner', STAFF_ONLY],
      ['customer', 'operator', OPERATOR_ONLY],
      ['staff', 'staff', null],
      ['staff', 'owner', OWNER_ONLY],
      ['staff', 'operator', OPERATOR_ONLY],
      ['owner', 'staff', null],
      ['owner', 'owner', null],
      ['owner', 'operator', OPERATOR_ONLY],
      ['operator', 'staff', null],
      ['operator', 'owner', null],
      ['operator', 'operator', null],
    ] as const;
    for (const [caller, needed, refusal] of table) expect(studioRefusal(caller, needed), `${caller} on ${needed}`).toBe(refusal);
  });

  it('says the refusals in the words the server answers', () => {
    expect(STAFF_ONLY).toBe("Only the studio's staff can do this");
    expect(OWNER_ONLY).toBe("Only the studio's owner can do this");
    expect(OPERATOR_ONLY).toBe("Only the studio's operator key can do this");
  });
});

describe('opensStudio', () => {
  it('is true for staff and owners only', () => {
    expect(opensStudio('staff')).toBe(true);
    expect(opensStudio('owner')).toBe(true);
    expect(opensStudio('customer')).toBe(false);
    expect(opensStudio(undefined)).toBe(false);
  });
});

describe('landingAfterLogin', () => {
  it('sends staff and owners to the studio, or back to the studio page they came from', () => {
    expect(landingAfterLogin('staff', '/')).toBe('/studio');
    expect(landingAfterLogin('owner', '/checkout')).toBe('/studio');
    expect(landingAfterLogin('staff', '/studio/orders?status=paid')).toBe('/studio/orders?status=paid');
    expect(landingAfterLogin('owner', '/studio')).toBe('/studio');
    // A shop page that merely starts with the same letters is not the studio.
    expect(landingAfterLogin('staff', '/studios-gallery')).toBe('/studio');
  });

  it('sends customers back where they were', () => {
    expect(landingAfterLogin('customer', '/checkout')).toBe('/checkout');
    expect(landingAfterLogin(undefined, '/studio/orders')).toBe('/studio/orders');
  });
});
