import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const focusRing = { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' };

/** The dimmed page behind the drawer; a click on it closes the drawer. */
export const backdrop = style({ position: 'fixed', inset: 0, zIndex: 60, background: 'rgba(23, 19, 15, 0.5)' });

export const drawer = style({
  position: 'fixed',
  top: 0,
  left: 0,
  bottom: 0,
  zIndex: 61,
  width: 'min(22rem, 90vw)',
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.paper,
  boxShadow: vars.shadow.raised,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // Focus lands on the dialog itself only when nothing inside can take it.
  outline: 'none',
});

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
