import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

const focusRing = { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' };

export const images = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const mainButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: '#efe8dd',
  cursor: 'zoom-in',
  ':focus-visible': focusRing,
});

export const mainImage = style({ display: 'block', width: '100%', aspectRatio: '1 / 1', objectFit: 'cover' });

export const placeholder = style({ aspectRatio: '1 / 1', borderRadius: vars.radius.md, background: '#efe8dd' });

export const thumbnails = style({ display: 'grid', gap: vars.space.xs });

/** Five thumbnails a row (shop spec §9). */
export const thumbnailRow = style({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const thumbnail = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: '#efe8dd',
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.accent } },
});

globalStyle(`${thumbnail} img`, { display: 'block', width: '100%', aspectRatio: '1 / 1', objectFit: 'cover' });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 150,
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  background: 'rgba(12, 10, 8, 0.96)',
  color: '#f5efe6',
  touchAction: 'pan-y',
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
});

export const overlayImage = style({ alignSelf: 'center', justifySelf: 'center', maxWidth: '100%', maxHeight: 'calc(100vh - 6rem)', objectFit: 'contain' });

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
