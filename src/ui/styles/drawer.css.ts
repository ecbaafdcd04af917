import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

// The slide-in panels of small screens (the mobile menu, the shop's filters): a dimmed page
// behind, a full-height panel at one edge, and the dialog inside it.

/** The dimmed page behind the panel; a click on it closes the panel. */
export const drawerBackdrop = style({ position: 'fixed', inset: 0, zIndex: 60, background: 'rgba(23, 19, 15, 0.5)' });

/** The panel; each drawer adds its edge (left or right) and its width. */
export const drawerPanel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  zIndex: 61,
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.paper,
  boxShadow: vars.shadow.raised,
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // Focus lands on the dialog itself only when nothing inside can take it.
  outline: 'none',
});
