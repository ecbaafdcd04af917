import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const page = style({
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.md,
  textAlign: 'center',
});

export const title = style({ margin: 0, fontFamily: vars.font.display, fontWeight: 400, fontSize: 'clamp(1.75rem, 5vw, 2.5rem)' });

export const message = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.lg });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: 'left',
  overflowWrap: 'anywhere',
});

export const term = style({ fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });
