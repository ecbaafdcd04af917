import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const items = style({ listStyle: 'none', padding: 0, margin: `0 0 ${vars.space.md}`, display: 'grid', gap: vars.space.md });
export const item = style({
  display: 'grid',
  gridTemplateColumns: '7.5rem minmax(0, 1fr)',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  background: vars.color.surface,
});
export const thumbnail = style({
  width: '7.5rem',
  height: '7.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
});
export const placeholder = style([thumbnail, { display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center' }]);
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const wide = style({ gridColumn: '1 / -1' });
export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
});
