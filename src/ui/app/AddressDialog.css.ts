import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const form = style({ display: 'grid', gap: vars.space.md });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 40rem)': { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const input = style({
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.ink,
  width: '100%',
  boxSizing: 'border-box',
  ':focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '1px' },
});

export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
