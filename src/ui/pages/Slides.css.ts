import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

// A slideshow with a picture, a caption panel, arrows at the sides and dots underneath.

// One visually-hidden style for the whole app (src/ui/widgets/visually-hidden.css.ts).
export { visuallyHidden } from '../widgets/visually-hidden.css.ts';
export const slideshow = style({
  position: 'relative',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.ink,
  color: vars.color.paper,
});
export const slide = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '3fr 2fr' } },
});
// The picture's box comes from the column's width, not from the file: a slide whose picture arrives
// after the first paint would otherwise grow under the reader (a layout shift). Stretched to a
// caption taller than 3:2; the picture is cropped to fit.
export const image = style({
  width: '100%',
  aspectRatio: '3 / 2',
  alignSelf: 'stretch',
  minHeight: '14rem',
  maxHeight: '28rem',
  objectFit: 'cover',
  display: 'block',
});
export const caption = style({
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
});
export const captionTitle = style({ fontFamily: vars.font.display, fontSize: '1.75rem', margin: 0 });
export const arrow = style({
  position: 'absolute',
  top: '40%',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: '50%',
  border: 'none',
  background: 'rgba(23, 19, 15, 0.7)',
  color: '#ffffff',
  fontSize: '1.5rem',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.accentOnDark}` },
});
export const previous = style({ left: vars.space.sm });
export const next = style({ right: vars.space.sm });
export const dots = style({
  position: 'absolute',
  bottom: vars.space.sm,
  left: 0,
  right: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xs,
});
export const dot = style({
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: '50%',
  border: '2px solid #ffffff',
  background: 'transparent',
  cursor: 'pointer',
  padding: 0,
  selectors: { '&[aria-current="true"]': { background: '#ffffff' } },
  ':focus-visible': { outline: `3px solid ${vars.color.accentOnDark}` },
});
