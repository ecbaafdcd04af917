import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
});
export const article = style({ maxWidth: '48rem', margin: '0 auto', padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}` });
export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, lineHeight: 1.15, margin: `0 0 ${vars.space.md}` });
export const heading = style({ fontFamily: vars.font.display, fontSize: '1.75rem', margin: `${vars.space.xl} 0 ${vars.space.md}` });
export const muted = style({ color: vars.color.inkMuted });
export const link = style({ color: vars.color.accent, fontWeight: 600, textUnderlineOffset: '0.2em' });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
});
export const select = style({
  minHeight: '2.75rem',
  // A select is as wide as its longest option: a long category the studio named never widens a phone's page.
  maxWidth: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: 'inherit',
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.ink,
});
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});
export const tagBadge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.ink,
  textDecoration: 'none',
});
export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.lg,
  listStyle: 'none',
  padding: 0,
});
export const pageButton = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  font: 'inherit',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.accentInk, borderColor: vars.color.accent },
    '&:disabled': { color: vars.color.inkMuted, cursor: 'not-allowed' },
  },
});
export const status = style({ padding: `${vars.space.lg} 0`, color: vars.color.inkMuted });
export const breadcrumbs = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});
export const crumb = style({
  selectors: { '&:not(:last-child)::after': { content: '"/"', marginLeft: vars.space.xs, color: vars.color.inkMuted } },
});
export const hero = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  margin: `${vars.space.md} 0`,
});
export const content = style({
  lineHeight: 1.75,
  fontSize: '1.0625rem',
  overflowWrap: 'anywhere',
});
export const author = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  margin: `${vars.space.lg} 0`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
export const avatar = style({ width: '4rem', height: '4rem', borderRadius: '50%', objectFit: 'cover', flexShrink: 0 });
export const products = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});
export const badges = style({ marginTop: vars.space.md });
export const authorName = style({ margin: 0, fontWeight: 600 });
export const authorRole = style({ margin: 0, color: vars.color.inkMuted });
