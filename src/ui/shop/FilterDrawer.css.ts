import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const focusRing = { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' };

export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' });

export const close = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: 'none',
  background: 'transparent',
  fontSize: '1.5rem',
  color: vars.color.ink,
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const apply = style({ position: 'sticky', bottom: 0 });
