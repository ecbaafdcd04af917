import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focus-rings.ts';
import { vars } from '../styles/theme.css.ts';

// The gallery's lightbox and modals (add to collection, new collection, the premium promo).

/**
 * The backdrop holds the padding and the centring; the modal is only as big as its content, so a
 * click on the backdrop lands outside it and react-aria closes the lightbox.
 */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 150,
  display: 'flex',
  padding: vars.space.md,
  background: 'rgba(12, 10, 8, 0.94)',
  color: '#f5efe6',
  overflowY: 'auto',
});

// Auto margins centre it and, unlike align-items: center, never push a tall modal's top out of reach.
export const modal = style({ margin: 'auto', width: 'min(100%, 60rem)' });

export const lightbox = style({ position: 'relative', width: '100%', display: 'grid', gap: vars.space.sm, outline: 'none' });

// On a wide screen the words and the like button sit beside the picture, so they are on screen
// with it (under it, at 1280x800 the like button was below the fold).
export const lightboxWithInfo = style({
  '@media': {
    'screen and (min-width: 60rem)': { gridTemplateColumns: 'minmax(0, 1fr) 18rem', alignItems: 'start', columnGap: vars.space.lg },
  },
});

export const lightboxInfo = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', justifyItems: 'start', minWidth: 0 });
globalStyle(`${lightboxInfo} > *`, { margin: 0 });

export const lightboxBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, gridColumn: '1 / -1' });

export const counter = style({ margin: 0, marginRight: 'auto', fontVariantNumeric: 'tabular-nums' });

export const lightboxPicture = style({ display: 'block', width: '100%', height: 'auto', maxHeight: '70vh', objectFit: 'contain' });

export const choiceList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });

export const choice = style({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  color: vars.color.ink,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  ...focusRing,
});

export const cover = style({ display: 'block', width: '3rem', height: 'auto', marginLeft: 'auto', borderRadius: vars.radius.sm });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const input = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  ...focusRing,
});

export const planToggle = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.ink}`,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
});

export const planButton = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.ink,
  font: 'inherit',
  cursor: 'pointer',
  ...focusRing,
});

export const planChosen = style({ background: vars.color.ink, color: vars.color.paper });
