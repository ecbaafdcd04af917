import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

// One visually-hidden style for the whole app (src/ui/widgets/visually-hidden.css.ts).
export { visuallyHidden } from '../widgets/visually-hidden.css.ts';
export const searchRow = style({ margin: `${vars.space.lg} 0` });
export const search = style({
  width: '100%',
  maxWidth: '36rem',
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: 'inherit',
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
});
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '15rem 1fr' } },
});
export const sidebar = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const categoryButton = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  font: 'inherit',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.accentInk, borderColor: vars.color.accent } },
});
export const groupTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.md}` });
export const item = style({ borderBottom: `1px solid ${vars.color.line}` });
export const questionHeading = style({ margin: 0, fontSize: vars.fontSize.md });
export const question = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.md} 0`,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'left',
  background: 'none',
  border: 'none',
  color: vars.color.ink,
  cursor: 'pointer',
});
export const answer = style({ color: vars.color.inkMuted, lineHeight: 1.6, paddingBottom: vars.space.sm });
export const closing = style({
  marginTop: vars.space.xl,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
});
