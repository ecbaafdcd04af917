import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
/** The card turns into a row from here (as the shop's layout does). */
const medium = 'screen and (min-width: 768px)';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  transition: 'box-shadow 160ms ease, transform 160ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.raised, transform: 'translateY(-2px)' },
    '&:focus-within': { boxShadow: `0 0 0 3px ${vars.color.accent}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The list view lays a card out in a row, on medium screens and up only. */
export const listCard = style({
  '@media': { [medium]: { flexDirection: 'row' } },
});

export const frame = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  background: '#efe8dd',
  overflow: 'hidden',
});

globalStyle(`${listCard} ${frame}`, {
  '@media': { [medium]: { width: '16rem', flexShrink: 0, aspectRatio: '1 / 1' } },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const badges = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});

export const badge = style({
  padding: `0.1rem ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.ink,
  color: vars.color.paper,
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.04em',
});

export const accentBadge = style([badge, { background: vars.color.accent, color: vars.color.accentInk }]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  flex: 1,
});

export const category = style({
  margin: 0,
  fontSize: '0.75rem',
  textTransform: 'uppercase',
  letterSpacing: '0.1em',
  color: vars.color.inkMuted,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 400,
  lineHeight: 1.25,
});

export const titleLink = style({
  color: vars.color.ink,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // The whole card is the link's target area.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

export const description = style({
  display: 'none',
  margin: 0,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${listCard} ${description}`, { '@media': { [medium]: { display: 'block' } } });

export const priceRow = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap', marginTop: 'auto' });

export const price = style({ fontWeight: 700, fontSize: vars.fontSize.lg });

export const original = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});

export const action = style({ position: 'relative', zIndex: 1, padding: `0 ${vars.space.md} ${vars.space.md}` });
