import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** The dark full-screen layer (react-aria's ModalOverlay). */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 150,
  background: 'rgba(12, 10, 8, 0.96)',
  color: '#f5efe6',
});

export const modal = style({ height: '100%' });

export const frame = style({ height: '100%', touchAction: 'pan-y' });

/** The dialog fills the screen: the bar on top, the image or the gallery below. */
export const dialog = style({
  position: 'relative',
  height: '100%',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  minHeight: 0,
  // Focus lands on the dialog itself only when nothing inside can take it.
  outline: 'none',
});

export const overlayBar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, padding: vars.space.md });

export const counter = style({ margin: 0, marginRight: 'auto', fontVariantNumeric: 'tabular-nums' });

export const overlayButton = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: '1px solid rgba(245, 239, 230, 0.5)',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: '#f5efe6',
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.accentOnDark}`, outlineOffset: '2px' },
  selectors: { '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' } },
});

export const overlayImage = style({
  alignSelf: 'center',
  justifySelf: 'center',
  maxWidth: '100%',
  maxHeight: 'calc(100vh - 6rem)',
  objectFit: 'contain',
});

export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: '3rem',
  height: '3rem',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'rgba(245, 239, 230, 0.15)',
  color: '#f5efe6',
  fontSize: '2rem',
  lineHeight: 1,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.accentOnDark}`, outlineOffset: '2px' },
});

export const previous = style({ left: vars.space.sm });
export const next = style({ right: vars.space.sm });

export const galleryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  overflowY: 'auto',
  alignContent: 'start',
});

export const galleryItem = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  cursor: 'zoom-in',
  ':focus-visible': { outline: `3px solid ${vars.color.accentOnDark}`, outlineOffset: '2px' },
});

globalStyle(`${galleryItem} img`, { display: 'block', width: '100%', aspectRatio: '1 / 1', objectFit: 'cover' });
