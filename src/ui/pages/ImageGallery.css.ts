import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const section = style({ margin: `${vars.space.xl} 0` });
export const heading = style({ fontFamily: vars.font.display, fontSize: '1.75rem', margin: `0 0 ${vars.space.md}` });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, 1fr)',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const tile = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'zoom-in',
  ':focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' },
});
export const thumb = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.line,
});
export const plus = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  minHeight: '6rem',
  aspectRatio: '1',
  fontSize: '3rem',
  color: vars.color.accent,
  border: `2px dashed ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
});
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 80,
  background: 'rgba(10, 8, 6, 0.92)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
});
export const modal = style({ maxWidth: '60rem', width: '100%' });
export const dialog = style({
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  color: '#ffffff',
});
export const large = style({ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' });
export const counter = style({ margin: 0 });
export const bar = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'center' });
export const darkButton = style({
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: 'inherit',
  border: '1px solid #ffffff',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: '#ffffff',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.accentOnDark}` },
});
