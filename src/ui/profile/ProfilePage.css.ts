import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const page = style({ maxWidth: '60rem', margin: '0 auto', padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}` });
export const header = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', marginBottom: vars.space.lg });
export const avatar = style({
  width: '6rem',
  height: '6rem',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
});
export const who = style({ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' });
export const name = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, margin: 0 });
export const muted = style({ color: vars.color.inkMuted, margin: 0 });
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
  gap: vars.space.sm,
  width: '100%',
  margin: 0,
});
export const tile = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.sm,
  textAlign: 'center',
});
export const tileValue = style({ fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0 });
export const section = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.md,
  marginBottom: vars.space.md,
});
export const sectionTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.md}` });
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 700px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
const control = {
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  width: '100%',
  boxSizing: 'border-box',
} as const;
export const input = style({ ...control, minHeight: '2.75rem' });
export const textarea = style({ ...control, resize: 'vertical' });
export const wide = style({ gridColumn: '1 / -1' });
export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted, textAlign: 'right' });
export const checklist = style({ listStyle: 'none', margin: 0, padding: 0, fontSize: vars.fontSize.sm });
export const met = style({ color: '#15803d' });
export const unmet = style({ color: vars.color.inkMuted });
export const switchRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minHeight: '2.75rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md, alignItems: 'center' });
export const error = style({ color: vars.color.danger, margin: 0 });
export const warning = style({ color: '#8a5a00', margin: 0 });
export const link = style({ color: vars.color.accent, fontWeight: 600 });
export const tabsArea = style({ minWidth: 0 });
globalStyle(`${tabsArea} [role="tablist"]`, { '@media': { 'screen and (max-width: 699px)': { display: 'none' } } });
export const mobileOnly = style({ '@media': { 'screen and (min-width: 700px)': { display: 'none' } } });
export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const visuallyHiddenInput = style({ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' });
// The picture upload is a label styled as a button around a hidden file input: the keyboard
// focus is on the input, so the label shows it (focus-within), and looks unavailable while busy.
export const uploadButton = style({
  position: 'relative',
  cursor: 'pointer',
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
