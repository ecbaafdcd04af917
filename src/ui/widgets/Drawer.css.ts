import { styleVariants } from '@vanilla-extract/css';
import { drawerPanel } from '../styles/drawer.css.ts';

/** The edge the panel slides in from; its width is the caller's (Drawer's `width`). */
export const panel = styleVariants({
  left: [drawerPanel, { left: 0 }],
  right: [drawerPanel, { right: 0 }],
});
