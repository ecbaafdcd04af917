import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { large, medium } from './controls.css.ts';

const focusRing = { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' };

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
});

export const hero = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.lg} 0 ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const heroTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: 400,
  fontSize: 'clamp(2rem, 6vw, 3.5rem)',
  lineHeight: 1.05,
  letterSpacing: '-0.01em',
  maxWidth: '18ch',
});

export const heroText = style({ margin: 0, maxWidth: '46ch', color: vars.color.inkMuted, fontSize: vars.fontSize.lg });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
});

// On a phone the count has a row of its own: empty while loading and then a line of text, it
// would otherwise change how the toolbar wraps and push the products down (layout shift).
export const count = style({
  margin: 0,
  marginRight: 'auto',
  color: vars.color.inkMuted,
  minHeight: '1.5rem',
  flexBasis: '100%',
  '@media': { [medium]: { flexBasis: 'auto' } },
});

// Paired with the shared secondary button, which sets display too: the class twice wins over it in
// whatever order the build links the two stylesheets.
export const filtersButton = style({
  '@media': { [large]: { selectors: { '&&': { display: 'none' } } } },
});

export const sort = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm });

export const select = style({
  minHeight: '2.75rem',
  // A select is as wide as its longest option: a long category the studio named never widens a phone's page.
  maxWidth: '100%',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.ink,
  font: 'inherit',
  ':focus-visible': focusRing,
});

/** Grid/list toggle: medium screens and up only (small screens always show the grid). */
export const viewToggle = style({
  display: 'none',
  '@media': {
    [medium]: { display: 'inline-flex', border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.pill, overflow: 'hidden' },
  },
});

export const viewButton = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.ink,
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': { ...focusRing, outlineOffset: '-3px' },
  selectors: { '&[aria-pressed="true"]': { background: vars.color.ink, color: vars.color.paper } },
});

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [large]: { gridTemplateColumns: '16rem 1fr', alignItems: 'start' } },
});

/** Fixed beside the results on large screens; the drawer takes over below that. */
export const sidebar = style({
  display: 'none',
  '@media': {
    [large]: {
      display: 'block',
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
      maxHeight: `calc(100vh - ${vars.layout.headerHeight} - 2rem)`,
      overflowY: 'auto',
      paddingRight: vars.space.sm,
    },
  },
});

export const sidebarTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontFamily: vars.font.display,
  fontWeight: 400,
  fontSize: vars.fontSize.xl,
});

export const results = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: 400,
  fontSize: '1.75rem',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  selectors: { '&::after': { content: '""', flex: 1, height: '1px', background: vars.color.line } },
});

export const inlineButton = style({
  border: 'none',
  background: 'none',
  padding: 0,
  color: vars.color.accent,
  textDecoration: 'underline',
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const note = style({
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.line}`,
  borderRadius: vars.radius.md,
  textAlign: 'center',
  color: vars.color.inkMuted,
});

globalStyle(`${note} p`, { margin: 0 });

export const noteTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, color: vars.color.ink });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

export const list = style([grid, { '@media': { [medium]: { gridTemplateColumns: '1fr' } } }]);

export const state = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});

globalStyle(`${state} p`, { margin: 0, color: vars.color.inkMuted, maxWidth: '40ch' });

export const stateTitle = style({ margin: 0, fontFamily: vars.font.display, fontWeight: 400, fontSize: '1.75rem' });

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingTop: vars.space.md,
});

export const pageList = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const pageButton = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.ink,
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.ink, color: vars.color.paper, borderColor: vars.color.ink },
    '&:disabled': { color: vars.color.inkMuted, cursor: 'not-allowed' },
  },
});

export const ellipsis = style({ display: 'inline-flex', alignItems: 'center', minWidth: '1.5rem', justifyContent: 'center' });
