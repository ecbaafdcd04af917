import { describe, expect, it } from 'vitest';
import { isNigerianState, NIGERIAN_STATES } from '../../src/domain/nigerian-states.ts';

describe('NIGERIAN_STATES', () => {
  it('lists the 36 states and FCT, alphabetically, without duplicates', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(new Set(NIGERIAN_STATES).size).toBe(37);
    expect([...NIGERIAN_STATES].sort()).toEqual([...NIGERIAN_STATES]);
    for (const state of ['Akwa Ibom', 'Cross River', 'Nasarawa', 'FCT', 'Lagos', 'Oyo', 'Zamfara', 'Abia']) {
      expect(NIGERIAN_STATES).toContain(state);
    }
  });

  it('recognises exact names only', () => {
    expect(isNigerianState('Cross River')).toBe(true);
    expect(isNigerianState('FCT')).toBe(true);
    expect(isNigerianState('lagos')).toBe(false);
    expect(isNigerianState('Abuja')).toBe(false);
    expect(isNigerianState('')).toBe(false);
  });
});
