import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const dropZone = style({
  border: `2px dashed ${vars.color.inkMuted}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBottom: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.accent, background: vars.color.surface },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' },
  },
});
export const pictures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
});
export const picture = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  background: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const thumbnail = style({ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: vars.radius.sm });
export const uploads = style({ listStyle: 'none', padding: 0, margin: `0 0 ${vars.space.md}`, display: 'grid', gap: vars.space.sm });
export const progress = style({ width: '100%', maxWidth: '20rem', display: 'block' });
export const small = style({ fontSize: vars.fontSize.sm });
