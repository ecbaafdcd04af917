import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const page = style({ maxWidth: '48rem', margin: '0 auto', padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}` });
export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.md}` });
export const card = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.md,
  marginBottom: vars.space.md,
});
export const head = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const thumb = style({ width: '4rem', height: '4rem', objectFit: 'cover', borderRadius: vars.radius.sm });
export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const star = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: '2.75rem' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginTop: vars.space.md });
export const textarea = style({
  font: 'inherit',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  resize: 'vertical',
  width: '100%',
  boxSizing: 'border-box',
});
export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted, textAlign: 'right' });
export const link = style({ color: vars.color.accent, fontWeight: 600 });
export const done = style({ color: vars.color.ink, fontWeight: 600 });
