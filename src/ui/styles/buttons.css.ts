import { style } from '@vanilla-extract/css';
import { focusRing } from './focus-rings.ts';
import { vars } from './theme.css.ts';

/** The studio's main call to action: a terracotta pill, at least 44 px tall for a thumb. */
export const primaryButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentInk,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  ...focusRing,
  selectors: {
    '&:hover:not(:disabled)': { background: '#733d18' },
    '&:disabled': { background: vars.color.inkMuted, cursor: 'not-allowed' },
  },
});

/** The quieter choice beside it: an ink outline on the page's ground. */
export const secondaryButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.ink}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.ink,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  ...focusRing,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surface },
    '&:disabled': { color: vars.color.inkMuted, borderColor: vars.color.line, cursor: 'not-allowed' },
  },
});
