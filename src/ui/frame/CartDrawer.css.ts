import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: '100%' });

export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.lg });

export const close = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: 'none',
  background: 'transparent',
  color: vars.color.ink,
  fontSize: '1.75rem',
  lineHeight: 1,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' },
});

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr)',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const image = style({
  width: '4rem',
  height: '4rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
});

export const body = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const lineTitle = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const footer = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.line}`,
});

export const subtotal = style({ display: 'flex', justifyContent: 'space-between', margin: 0, fontWeight: 700 });

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.lg} 0`,
  textAlign: 'center',
});
