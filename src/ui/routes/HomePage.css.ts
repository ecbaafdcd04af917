import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const page = style({
  maxWidth: '60rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const link = style({ color: vars.color.accent, fontWeight: 600, textUnderlineOffset: '0.2em' });

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  margin: 0,
});

export const status = style({ color: vars.color.inkMuted });

export const retry = style({
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: '0.25rem',
  background: vars.color.accent,
  color: vars.color.accentInk,
  cursor: 'pointer',
});
