import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sectionTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.inkMuted,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} 0`,
  color: vars.color.ink,
  textDecoration: 'none',
  fontSize: vars.fontSize.lg,
});

export const buttons = style({ display: 'grid', gap: vars.space.sm });

export const close = style({
  alignSelf: 'flex-end',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: 'none',
  background: 'transparent',
  fontSize: '1.5rem',
  cursor: 'pointer',
  color: vars.color.ink,
});
