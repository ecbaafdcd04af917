import { describe, expect, it } from 'vitest';
import { isAppEffect } from '../../src/machines/app-effects.ts';

describe('isAppEffect', () => {
  it('knows the five effects and nothing else', () => {
    expect(['toast', 'navigate', 'loginRequired', 'cart.changed', 'user.changed'].map((type) => isAppEffect({ type }))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(isAppEffect({ type: 'search.submitted' })).toBe(false);
  });
});
