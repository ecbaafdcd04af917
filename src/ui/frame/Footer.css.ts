import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const footer = style({ background: vars.color.footer, color: vars.color.footerInk, marginTop: vars.space.xl });

/** The room the footer takes until its code has loaded (LazyFooter). */
export const placeholder = style([footer, { minHeight: '20rem' }]);

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.lg}`,
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  color: vars.color.footerInk,
});

export const text = style({ margin: 0, color: vars.color.footerMuted });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });

export const link = style({ color: vars.color.footerInk, textDecoration: 'none', ':hover': { textDecoration: 'underline' } });

export const bottom = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.md}`,
  borderTop: `1px solid #3a332c`,
  color: vars.color.footerMuted,
  fontSize: vars.fontSize.sm,
});

export const social = style({
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});
