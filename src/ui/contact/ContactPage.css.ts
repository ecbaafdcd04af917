import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
});
export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.lg}` });
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' } },
});
export const details = style({ minWidth: 0 });
export const map = style({ width: '100%', height: '16rem', border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md });
export const link = style({ color: vars.color.accent, fontWeight: 600, textUnderlineOffset: '0.2em', overflowWrap: 'anywhere' });
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const hours = style({ listStyle: 'none', margin: 0, padding: 0 });
export const panel = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const panelTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.md}` });
export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
const control = {
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.ink,
  width: '100%',
  boxSizing: 'border-box',
} as const;
export const input = style({ ...control, minHeight: '2.75rem' });
export const textarea = style({ ...control, resize: 'vertical' });
export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted, textAlign: 'right' });
