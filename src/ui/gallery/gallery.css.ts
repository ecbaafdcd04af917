import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { STORIES_TRANSITION_MS } from '../../domain/gallery.ts';
import { focusRing, focusRingOnDark } from '../styles/focus-rings.ts';
import { vars } from '../styles/theme.css.ts';

export const page = style({ maxWidth: vars.layout.maxWidth, margin: '0 auto', padding: `${vars.space.lg} ${vars.space.md}`, minWidth: 0 });

export const heading = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  margin: `0 0 ${vars.space.md}`,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.inkMuted });

export const breadcrumb = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});
// The links in the site's colours, as on the product page (the browser's blue and purple otherwise).
globalStyle(`${breadcrumb} a`, { color: vars.color.inkMuted, textUnderlineOffset: '0.2em' });

export const status = style({ padding: `${vars.space.lg} 0`, textAlign: 'center' });

export const errorText = style({ color: vars.color.danger, padding: `${vars.space.lg} 0`, textAlign: 'center' });

/** Pictures keep their aspect ratio from width and height, so nothing shifts when they arrive. */
export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.line,
});

// ---------------------------------------------------------------- hero carousels
export const hero = style({
  position: 'relative',
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.ink,
});

export const slide = style({ position: 'relative', color: '#fff' });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const fadingSlide = style({
  animation: `${fadeIn} 1.5s ease`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

// The stories hero's cards effect: the slides lie as a stack of cards (two peek out behind the
// current one) and each new card comes onto the stack in 3 s. The hero clips it all, so nothing
// widens the page on a small screen.
const cardBehind = {
  content: '""',
  position: 'absolute',
  left: vars.space.md,
  right: vars.space.md,
  top: vars.space.md,
  bottom: vars.space.lg,
  zIndex: -1,
  borderRadius: vars.radius.md,
} as const;

export const cardStack = style({
  position: 'relative',
  isolation: 'isolate',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  selectors: {
    '&::before': { ...cardBehind, background: 'rgba(245, 239, 230, 0.22)', transform: 'translateY(0.5rem) rotate(2.5deg)' },
    '&::after': { ...cardBehind, background: 'rgba(245, 239, 230, 0.12)', transform: 'translateY(1rem) rotate(-3deg)' },
  },
});

const cardOnto = keyframes({
  from: { transform: 'translateX(45%) rotate(10deg) scale(0.9)', opacity: 0.4 },
  to: { transform: 'none', opacity: 1 },
});

export const cardSlide = style({
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  boxShadow: vars.shadow.raised,
  animation: `${cardOnto} ${STORIES_TRANSITION_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1)`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const slideCaption = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: vars.space.md,
  background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.8))',
  display: 'grid',
  gap: vars.space.xs,
});

export const slideTitle = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.lg });

export const heroControls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.ink,
  color: '#fff',
});

export const darkButton = style({
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: '1px solid rgba(245, 239, 230, 0.5)',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: '#f5efe6',
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  ...focusRingOnDark,
});

export const lightLink = style({ color: vars.color.accentOnDark, fontWeight: 600, ...focusRingOnDark });

// ---------------------------------------------------------------- grids and tiles
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': {
    '(min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(min-width: 1024px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const tile = style({
  position: 'relative',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
});

export const tileButton = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'zoom-in',
  ...focusRing,
});

/** 'View Details' on a story tile: hidden until the tile is hovered or focused; always there where nothing hovers (touch). */
export const tileReveal = style({
  position: 'absolute',
  left: '50%',
  bottom: vars.space.md,
  transform: 'translateX(-50%)',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(23, 19, 15, 0.85)',
  color: '#fff',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  visibility: 'hidden',
  opacity: 0,
  transition: 'opacity 0.2s ease, visibility 0.2s',
  selectors: { [`${tileButton}:hover &, ${tileButton}:focus-visible &`]: { visibility: 'visible', opacity: 1 } },
  '@media': {
    '(hover: none)': { visibility: 'visible', opacity: 1 },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const tileBody = style({ padding: vars.space.md, display: 'grid', gap: vars.space.xs });

export const tileTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.display });

export const stack = style({ display: 'flex', gap: vars.space.xs, padding: `0 ${vars.space.md}` });

export const stackItem = style({ display: 'block', width: '22%', marginTop: '-1.5rem' });

export const stackThumb = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.raised,
});

// ---------------------------------------------------------------- thumbnails and rows (pages and the lightbox)
export const thumbs = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  gridColumn: '1 / -1',
});

export const thumbButton = style({
  padding: 0,
  border: '2px solid transparent',
  background: 'none',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  ...focusRingOnDark,
});

export const thumbCurrent = style({ borderColor: vars.color.accentOnDark });

export const thumbImage = style({ display: 'block', width: '6rem', height: 'auto' });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

// ---------------------------------------------------------------- image pages
export const detail = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { '(min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', marginBottom: vars.space.md });

export const stage = style({ position: 'relative' });

export const stageArrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: '2.75rem',
  height: '2.75rem',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  background: 'rgba(23, 19, 15, 0.7)',
  color: '#fff',
  textDecoration: 'none',
  fontSize: vars.fontSize.lg,
  ...focusRingOnDark,
});

export const stageArrowLeft = style({ left: vars.space.sm });

export const stageArrowRight = style({ right: vars.space.sm });

export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.ink,
  color: vars.color.paper,
  fontSize: vars.fontSize.sm,
});

export const relatedList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});
// The links in the site's colours (the browser's blue and purple otherwise); the caption says where.
globalStyle(`${relatedList} a`, { color: vars.color.ink, textDecoration: 'none' });
globalStyle(`${relatedList} a:hover span, ${relatedList} a:focus-visible span`, {
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const price = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const liked = style({ color: vars.color.danger });

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginTop: vars.space.md });

// ---------------------------------------------------------------- the floating switch
export const switchButton = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 50,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentInk,
  fontWeight: 600,
  textDecoration: 'none',
  // One line, whatever the page around it: a fixed box without `left` takes its width from where it
  // would have stood in the page, which moves as the page's pictures and parts arrive, and the
  // label then wrapped and unwrapped (a layout shift).
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.raised,
  ...focusRing,
  // On a phone a floating button sits over the tiles and the footer's links: there it is the
  // page's last item instead, covering nothing.
  '@media': {
    'screen and (max-width: 40rem)': { position: 'static', display: 'flex', width: 'fit-content', margin: `${vars.space.lg} auto 0` },
  },
});
