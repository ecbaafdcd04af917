import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const focusRing = { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' };

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
});

export const stepButton = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.ink,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: { '&[aria-disabled="true"]': { color: vars.color.line, cursor: 'not-allowed' } },
});

export const quantity = style({
  width: '3rem',
  minHeight: '2.75rem',
  border: 'none',
  background: 'transparent',
  textAlign: 'center',
  font: 'inherit',
  color: vars.color.ink,
  MozAppearance: 'textfield',
  ':focus-visible': focusRing,
});

globalStyle(`${quantity}::-webkit-inner-spin-button, ${quantity}::-webkit-outer-spin-button`, { WebkitAppearance: 'none', margin: 0 });
