import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX_LENGTH, metaDescription, stripHtml } from '../../src/domain/metadata.ts';

describe('stripHtml', () => {
  it('drops tags and collapses whitespace', () => {
    expect(stripHtml('<p>Golden <strong>hour</strong></p>\n\n<p>in Lagos</p>')).toBe('Golden hour in Lagos');
    expect(stripHtml('  plain   text  ')).toBe('plain text');
    expect(stripHtml('a<br/>b')).toBe('a b');
  });
});

describe('metaDescription', () => {
  it('keeps short text whole', () => {
    expect(metaDescription('<p>Short.</p>')).toBe('Short.');
  });

  it('cuts to 160 characters', () => {
    expect(META_DESCRIPTION_MAX_LENGTH).toBe(160);
    expect(metaDescription('a'.repeat(159))).toHaveLength(159);
    expect(metaDescription('a'.repeat(160))).toHaveLength(160);
    expect(metaDescription('a'.repeat(161))).toBe('a'.repeat(160));
    expect(metaDescription(`<p>${'b'.repeat(200)}</p>`)).toBe('b'.repeat(160));
  });

  it('does not end on a space left by the cut', () => {
    expect(metaDescription(`${'a'.repeat(159)} bcd`)).toBe('a'.repeat(159));
  });
});
