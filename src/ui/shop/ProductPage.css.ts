import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { large, medium, visuallyHidden } from './controls.css.ts';

const focusRing = { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' };

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  display: 'grid',
  gap: vars.space.lg,
});

export const breadcrumb = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
globalStyle(`${breadcrumb} ol`, { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${breadcrumb} li + li::before`, { content: '"/"', marginRight: vars.space.xs, color: vars.color.line });
globalStyle(`${breadcrumb} a`, { color: vars.color.inkMuted, textUnderlineOffset: '0.2em' });
globalStyle(`${breadcrumb} a:focus-visible`, focusRing);
globalStyle(`${breadcrumb} [aria-current="page"]`, { color: vars.color.ink });

export const notFound = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} 0`,
  textAlign: 'center',
});
export const notFoundTitle = style({ margin: 0, fontFamily: vars.font.display, fontWeight: 400, fontSize: vars.fontSize.xl });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [medium]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' },
    [large]: { gridTemplateColumns: '7fr 5fr', gap: vars.space.xl },
  },
});

export const info = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
globalStyle(`${info} p`, { margin: 0 });

export const badges = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', minHeight: '1.5rem' });

export const badge = style({
  padding: `0.1rem ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.ink,
  color: vars.color.paper,
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const accentBadge = style([badge, { background: vars.color.accent, color: vars.color.accentInk }]);

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: 400,
  fontSize: 'clamp(1.75rem, 4vw, 2.75rem)',
  lineHeight: 1.1,
});

export const rating = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const stars = style({ color: vars.color.accent, letterSpacing: '0.1em' });
export const starsEmpty = style({ color: vars.color.line });

export const muted = style({ color: vars.color.inkMuted });

export const prices = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.line}`,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const price = style({ fontSize: '1.75rem', fontWeight: 700 });
export const original = style({ color: vars.color.inkMuted });
export const hidden = visuallyHidden;
export const savings = style({ color: vars.color.accent, fontWeight: 600 });

export const blockTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  padding: 0,
  fontFamily: vars.font.display,
  fontWeight: 400,
  fontSize: vars.fontSize.lg,
});

export const features = style({ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: vars.space.xs });

export const stock = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 600,
  color: '#2f6b3a',
  selectors: {
    '&[data-status="preorder"]': { color: vars.color.accent },
    '&[data-status="sold-out"]': { color: vars.color.danger },
  },
});

export const stockDot = style({ width: '0.6rem', height: '0.6rem', borderRadius: '50%', background: 'currentColor' });

export const preorder = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });
globalStyle(`${preorder} input`, { width: '1.1rem', height: '1.1rem', accentColor: vars.color.accent, margin: 0 });
globalStyle(`${preorder} input:focus-visible`, focusRing);

export const buy = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const addButton = style({ flex: 1, minWidth: '10rem' });

export const heart = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.accent,
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

globalStyle(`${heart} svg`, { width: '1.4rem', height: '1.4rem' });

export const variants = style({ margin: 0, padding: 0, border: 'none', display: 'grid', gap: vars.space.sm });

export const variantViews = style({ display: 'flex', gap: vars.space.xs });

export const smallToggle = style({
  minHeight: '2.25rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.ink,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: { '&[aria-pressed="true"]': { background: vars.color.ink, color: vars.color.paper, borderColor: vars.color.ink } },
});

export const variantGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const variantList = style([variantGrid, { gridTemplateColumns: '1fr' }]);

export const variant = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  height: '100%',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` } },
});

export const variantImage = style({ width: '2.5rem', height: '2.5rem', objectFit: 'cover', borderRadius: vars.radius.sm, flexShrink: 0 });
export const variantText = style({ display: 'grid', fontSize: vars.fontSize.sm });
export const variantName = style({ fontWeight: 600 });
export const variantStock = style({ color: vars.color.inkMuted });

export const textButton = style({
  justifySelf: 'start',
  minHeight: '2.75rem',
  border: 'none',
  background: 'none',
  padding: 0,
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const description = style({ margin: 0, maxWidth: '70ch', whiteSpace: 'pre-line', fontSize: vars.fontSize.lg, lineHeight: 1.7 });

export const reviews = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [medium]: { gridTemplateColumns: '16rem 1fr' } },
});

export const reviewSummary = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });
globalStyle(`${reviewSummary} p`, { margin: 0 });

export const average = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, lineHeight: 1 });
export const satisfaction = style({ fontWeight: 600, color: vars.color.accent });

export const breakdown = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});
export const breakdownRow = style({ display: 'grid', gridTemplateColumns: '3.5rem 1fr 4.5rem', alignItems: 'center', gap: vars.space.sm });
export const bar = style({ height: '0.5rem', borderRadius: vars.radius.pill, background: vars.color.line, overflow: 'hidden' });
export const barFill = style({ display: 'block', height: '100%', background: vars.color.accent });

export const reviewList = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const plainList = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const review = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.line}`,
});
globalStyle(`${review} p`, { margin: 0 });

export const reviewer = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const verified = style({ fontSize: '0.75rem', color: '#2f6b3a', fontWeight: 600 });
export const reviewDate = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
export const reviewHint = style({ margin: 0, color: vars.color.inkMuted, fontStyle: 'italic' });

export const similar = style({ display: 'grid', gap: vars.space.md });

export const sectionTitle = style({ margin: 0, fontFamily: vars.font.display, fontWeight: 400, fontSize: '1.75rem' });

export const similarGrid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});
