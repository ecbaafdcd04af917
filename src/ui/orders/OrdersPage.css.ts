import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
});
export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.md}` });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end', marginBottom: vars.space.md });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const select = style({
  font: 'inherit',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});
export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 22rem) minmax(0, 1fr)' } },
});
// The list scrolls inside its own 600 px box.
export const list = style({
  height: '600px',
  overflowY: 'auto',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const row = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const rowSelected = style({ background: vars.color.paper, boxShadow: `inset 4px 0 0 ${vars.color.accent}` });
export const rowButton = style({
  flex: 1,
  minWidth: 0,
  textAlign: 'left',
  font: 'inherit',
  background: 'none',
  border: 'none',
  padding: vars.space.xs,
  cursor: 'pointer',
  color: vars.color.ink,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const rowActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'stretch' });
export const checkbox = style({ width: '1.25rem', height: '1.25rem', margin: vars.space.sm });
export const muted = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const pane = style({
  minWidth: 0,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.md,
});
export const section = style({ marginTop: vars.space.md });
export const heading = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });
// Focused when an order is selected: scrolled to just below the sticky site header.
export const receiptHeading = style({
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' },
});
export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', flexWrap: 'wrap' });
export const thumb = style({
  width: '4rem',
  height: '4rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
});
export const grant = style({
  width: '100%',
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.line}`,
  borderRadius: vars.radius.sm,
});
export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderLeft: `2px solid ${vars.color.line}`,
  paddingLeft: vars.space.md,
});
export const totals = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });
export const link = style({ color: vars.color.accent, fontWeight: 600 });
export const cancelBlocked = style({ flexBasis: '100%', margin: 0, color: vars.color.inkMuted });
export const error = style({ color: vars.color.danger, margin: 0 });
export const pager = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', marginTop: vars.space.sm });

// Text colours that meet AA on white; unknown statuses are grey.
export const badge = styleVariants(
  {
    amber: '#8a5a00',
    blue: '#1d4ed8',
    indigo: '#4338ca',
    purple: '#7e22ce',
    green: '#15803d',
    red: '#b91c1c',
    orange: '#c2410c',
    pink: '#be185d',
    gray: '#4b5563',
  },
  (color) => ({
    color,
    border: `1px solid ${color}`,
    borderRadius: vars.radius.pill,
    padding: `0 ${vars.space.sm}`,
    fontSize: vars.fontSize.sm,
    fontWeight: 600,
    width: 'fit-content',
  }),
);

// Printing shows the selected order's receipt alone: the site frame, the list and the buttons are hidden.
export const receipt = style({});
export const noPrint = style({ '@media': { print: { display: 'none' } } });
// Only while a receipt is on the page: the stylesheet stays loaded after leaving /orders.
globalStyle(`body:has(${receipt}) *`, { '@media': { print: { visibility: 'hidden' } } });
// As specific as the rule above plus one class, so it wins.
globalStyle(`body:has(${receipt}) ${receipt}, body:has(${receipt}) ${receipt} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(`${receipt}`, { '@media': { print: { position: 'absolute', inset: '0 0 auto 0', border: 'none' } } });
