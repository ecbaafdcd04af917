import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 200,
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space.md,
  background: vars.color.paper,
  color: vars.color.ink,
});

export const spinner = style({
  width: '3rem',
  height: '3rem',
  border: `3px solid ${vars.color.line}`,
  borderTopColor: vars.color.accent,
  borderRadius: '50%',
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});
