import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

// A Captured Notes post as a card (the blog list, the home teaser, related posts); meta and badge
// also dress the post page's own header.
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const cardImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'cover',
  background: vars.color.line,
});
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});
export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentInk,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
});
export const cardTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, margin: 0 });
export const cardLink = style({
  color: vars.color.ink,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `3px solid ${vars.color.accent}` },
});
export const excerpt = style({ margin: 0, color: vars.color.inkMuted, lineHeight: 1.5 });
export const tags = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const tag = style({
  display: 'inline-block',
  minHeight: '1.5rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.accent,
  textUnderlineOffset: '0.2em',
});
