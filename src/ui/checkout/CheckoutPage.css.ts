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

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontFamily: vars.font.display, fontSize: vars.fontSize.lg });

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
});

export const optionLabel = style({
  display: 'grid',
  gap: vars.space.xs,
  flex: '1 1 12rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
});

export const muted = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const badge = style({
  marginLeft: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.paper,
  fontSize: vars.fontSize.sm,
});

export const textButton = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.accent,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const notes = style({
  font: 'inherit',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '6rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
});

export const summary = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const summaryTitle = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.lg });

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, margin: 0 });

export const totalRow = style([
  row,
  { paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.line}`, fontWeight: 700, fontSize: vars.fontSize.lg },
]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const verifyEmail = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
