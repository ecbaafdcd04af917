import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const root = style({ position: 'relative' });

export const trigger = style({
  background: 'none',
  border: 'none',
  font: 'inherit',
  color: vars.color.ink,
  cursor: 'pointer',
  padding: `${vars.space.xs} 0`,
  // The disclosure arrow is drawn, not written, and has empty alternative text: the button is named
  // by its label alone ('Gallery').
  '::after': { content: '" ▾" / ""' },
});

export const panel = style({
  position: 'absolute',
  top: '100%',
  left: '-0.75rem',
  minWidth: '12rem',
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const item = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.ink,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':hover': { background: vars.color.paper },
  ':focus-visible': { background: vars.color.paper },
});

export const panelEnd = style({ left: 'auto', right: 0 });

export const itemButton = style([
  item,
  { width: '100%', textAlign: 'left', background: 'none', border: 'none', font: 'inherit', cursor: 'pointer' },
]);
