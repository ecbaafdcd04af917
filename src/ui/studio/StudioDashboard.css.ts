import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const figures = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
});
export const figure = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});
export const figureValue = style({ display: 'block', fontSize: vars.fontSize.lg, fontWeight: 700 });
export const chart = style({ display: 'block', width: '100%', height: 'auto', maxHeight: '14rem' });
export const salesBar = style({ fill: vars.color.accent });
export const ordersLine = style({ fill: 'none', stroke: vars.color.ink, strokeWidth: 1.5 });
export const baseLine = style({ stroke: vars.color.line, strokeWidth: 1 });
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: `${vars.space.xs} 0`,
  fontSize: vars.fontSize.sm,
});
export const swatch = style({
  display: 'inline-block',
  width: '0.8rem',
  height: '0.8rem',
  marginRight: vars.space.xs,
  verticalAlign: 'middle',
});
export const salesSwatch = style([swatch, { background: vars.color.accent }]);
export const ordersSwatch = style([swatch, { height: '2px', background: vars.color.ink }]);
