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

/** Five thumbnails a row. */
export const thumbnailRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

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
