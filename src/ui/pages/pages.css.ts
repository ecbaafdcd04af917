import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

// The informational pages (about, bookings, FAQ, legal, gallery): one reading column, cards in a
// grid that folds to one column on a phone.

export const page = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
});
export const narrow = style({ maxWidth: '48rem', margin: '0 auto', padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}` });
export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, lineHeight: 1.15, margin: `0 0 ${vars.space.md}` });
export const heading = style({ fontFamily: vars.font.display, fontSize: '1.75rem', margin: `${vars.space.lg} 0 ${vars.space.md}` });
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.inkMuted, maxWidth: '45rem' });
export const muted = style({ color: vars.color.inkMuted });
export const link = style({ color: vars.color.accent, fontWeight: 600, textUnderlineOffset: '0.2em' });
export const section = style({ margin: `${vars.space.xl} 0` });
export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))' });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
export const cardImage = style({
  width: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.line,
});
export const cardTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: 'auto' });
export const list = style({ paddingLeft: '1.25rem', lineHeight: 1.7 });
export const prose = style({ lineHeight: 1.7 });
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
// One visually-hidden style for the whole app (src/ui/widgets/visually-hidden.css.ts).
export { visuallyHidden } from '../widgets/visually-hidden.css.ts';
