import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
});

export const title = style({
  margin: `0 0 ${vars.space.lg}`,
  fontFamily: vars.font.display,
  fontWeight: 400,
  fontSize: 'clamp(1.75rem, 5vw, 2.5rem)',
});

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} 0`,
  textAlign: 'center',
});

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontFamily: vars.font.display, fontSize: vars.fontSize.lg });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const image = style({
  width: '4.5rem',
  height: '4.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
});

export const lineBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const lineTitle = style({ color: vars.color.ink, fontWeight: 600, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const note = style({ margin: 0, color: vars.color.accent, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const remove = style({
  minHeight: '2.75rem',
  border: 'none',
  background: 'transparent',
  color: vars.color.danger,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&[aria-disabled="true"]': { color: vars.color.inkMuted, cursor: 'not-allowed' } },
});

export const summary = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, margin: 0 });

export const totalRow = style([row, { paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.line}`, fontWeight: 700 }]);
