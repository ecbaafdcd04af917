import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: 'rgba(23, 19, 15, 0.5)',
});

export const modal = style({
  width: 'min(40rem, 100%)',
  maxHeight: '100%',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const dialog = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, outline: 'none' });

export const title = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.lg });
