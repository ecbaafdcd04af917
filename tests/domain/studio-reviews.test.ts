import { describe, expect, it } from 'vitest';
import { HIDE_REASON_REQUIRED, hideReasonProblem } from '../../src/domain/studio-reviews.ts';

describe('hideReasonProblem', () => {
  it('wants a reason to hide, none to show', () => {
    expect(HIDE_REASON_REQUIRED).toBe('Please give a reason for hiding the review');
    expect(hideReasonProblem(true, undefined)).toBe(HIDE_REASON_REQUIRED);
    expect(hideReasonProblem(true, '   ')).toBe(HIDE_REASON_REQUIRED);
    expect(hideReasonProblem(true, 'x')).toBeNull();
    expect(hideReasonProblem(false, undefined)).toBeNull();
    expect(hideReasonProblem(false, '')).toBeNull();
  });
});
