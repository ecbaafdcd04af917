import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { DEFAULT_RENDER_DEADLINE_MS, readRenderDeadline } from '../../server/site/render-deadline.ts';

describe('RENDER_DEADLINE_MS: how long a server-rendered page waits for its data', () => {
  it('is 1 s unless set, and reaches the server settings', () => {
    expect(DEFAULT_RENDER_DEADLINE_MS).toBe(1_000);
    expect(readRenderDeadline({})).toBe(1_000);
    expect(readRenderDeadline({ RENDER_DEADLINE_MS: '' })).toBe(1_000);
    expect(readConfig({ RENDER_DEADLINE_MS: '2500' }).renderDeadlineMs).toBe(2_500);
  });

  it('takes whole milliseconds from 50 to 30000', () => {
    expect(readRenderDeadline({ RENDER_DEADLINE_MS: '50' })).toBe(50);
    expect(readRenderDeadline({ RENDER_DEADLINE_MS: '30000' })).toBe(30_000);
  });

  it.each(['49', '30001', '1.5', '-100', 'soon', '1e3x'])('refuses %s with a message naming the setting', (value) => {
    expect(() => readRenderDeadline({ RENDER_DEADLINE_MS: value })).toThrow(
      `RENDER_DEADLINE_MS must be a whole number of milliseconds from 50 to 30000, not '${value}'`,
    );
  });
});
