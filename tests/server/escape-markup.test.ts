import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../server/platform/escape-markup.ts';

describe('escapeMarkup', () => {
  it('escapes the five markup characters, & first so nothing is escaped twice', () => {
    expect(escapeMarkup(`Tom & Jerry's <"studio">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;studio&quot;&gt;');
    expect(escapeMarkup('&lt;')).toBe('&amp;lt;');
  });

  it('leaves other text as it is', () => {
    expect(escapeMarkup('Ìbàdàn ₦10,000 /media/a-480.webp 480w')).toBe('Ìbàdàn ₦10,000 /media/a-480.webp 480w');
  });
});
