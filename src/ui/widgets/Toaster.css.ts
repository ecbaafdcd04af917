import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const region = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(22rem, calc(100vw - 2rem))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const toastBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.toast,
  color: vars.color.toastInk,
  boxShadow: vars.shadow.raised,
  borderLeft: '4px solid',
});

export const toast = styleVariants({
  success: [toastBase, { borderLeftColor: vars.color.success }],
  error: [toastBase, { borderLeftColor: vars.color.dangerOnDark }],
  info: [toastBase, { borderLeftColor: vars.color.accentOnDark }],
});

export const message = style({ flex: 1 });

export const close = style({
  background: 'none',
  border: 'none',
  color: 'inherit',
  cursor: 'pointer',
  font: 'inherit',
  lineHeight: 1,
  padding: vars.space.xs,
});
