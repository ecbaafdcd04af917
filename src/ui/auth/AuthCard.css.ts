import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: `linear-gradient(160deg, ${vars.color.paper} 0%, #efe6da 100%)`,
});

export const card = style({
  width: 'min(28rem, 100%)',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  display: 'grid',
  gap: vars.space.md,
});

export const brand = style({ fontFamily: vars.font.display, fontWeight: 700, color: vars.color.ink, textDecoration: 'none' });

export const title = style({ margin: 0, fontFamily: vars.font.display, fontSize: '1.75rem' });

export const text = style({ margin: 0, color: vars.color.inkMuted });

export const form = style({ display: 'grid', gap: vars.space.md });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const input = style({
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.ink,
  width: '100%',
  ':focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '1px' },
});

export const passwordRow = style({ display: 'flex', gap: vars.space.xs });

export const toggle = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  color: vars.color.ink,
  cursor: 'pointer',
});

/** The Login / Sign Up switch under the form: a button that reads as a link. */
export const switchMode = style({
  font: 'inherit',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.accent,
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.sm,
});

export const link = style({ color: vars.color.accent });
