import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const shell = style({ minHeight: '100vh', background: vars.color.paper, color: vars.color.ink });
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.footer,
  color: vars.color.footerInk,
  '@media': { print: { display: 'none' } },
});
export const brand = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, marginRight: 'auto', color: vars.color.footerInk });
// Where the sections stand in the bar (the mobile menu machine's DESKTOP_BREAKPOINT_PX, as the
// shop's header); below it, they fold behind Menu.
const wide = 'screen and (min-width: 768px)';
export const menuButton = style({ '@media': { [wide]: { display: 'none' } } });
export const nav = style({
  flexBasis: '100%',
  selectors: { '&[data-open="false"]': { display: 'none' } },
  '@media': { [wide]: { flexBasis: 'auto', selectors: { '&[data-open="false"]': { display: 'block' } } } },
});
export const navList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  color: vars.color.footerInk,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  minHeight: '2.75rem',
  lineHeight: '1.75rem',
  selectors: { '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '0.3em' } },
});
export const barButton = style({
  font: 'inherit',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  background: 'transparent',
  color: vars.color.footerInk,
  border: `1px solid ${vars.color.footerMuted}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
});
export const content = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
});
export const title = style({ fontFamily: vars.font.display, fontSize: '1.75rem', margin: `0 0 ${vars.space.md}` });
export const subtitle = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.lg} 0 ${vars.space.sm}` });
export const muted = style({ color: vars.color.inkMuted });
export const problem = style({ color: vars.color.danger, fontWeight: 600 });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end', marginBottom: vars.space.md });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: '1 1 9rem' });
export const input = style({
  font: 'inherit',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.ink,
  width: '100%',
  boxSizing: 'border-box',
});
export const textarea = style([input, { minHeight: '5rem', padding: vars.space.sm }]);
export const button = style({
  font: 'inherit',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  background: vars.color.accent,
  color: vars.color.accentInk,
  border: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&[aria-disabled="true"], &[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } },
});
export const secondaryButton = style([
  button,
  { background: vars.color.surface, color: vars.color.ink, border: `1px solid ${vars.color.inkMuted}` },
]);
export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.line}`,
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { whiteSpace: 'nowrap', background: vars.color.paper });
export const sortButton = style({
  font: 'inherit',
  fontWeight: 600,
  minHeight: '2.75rem',
  padding: 0,
  background: 'none',
  border: 'none',
  color: vars.color.ink,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
});
export const pager = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', marginTop: vars.space.md });
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBottom: vars.space.md,
});
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
export const list = style({ margin: 0, paddingLeft: vars.space.md });
export const definition = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${definition} dt`, { fontWeight: 600 });
globalStyle(`${definition} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const link = style({ color: vars.color.accent });
export const noPrint = style({ '@media': { print: { display: 'none' } } });
// One visually-hidden style for the whole app (src/ui/widgets/visually-hidden.css.ts).
export { visuallyHidden } from '../widgets/visually-hidden.css.ts';
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const choices = style({ border: 'none', padding: 0, margin: `0 0 ${vars.space.sm}` });
export const choice = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minHeight: '2.75rem' });
export const wrapAnywhere = style({ overflowWrap: 'anywhere' });
export const cardTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.xs}` });
export const address = style({ fontStyle: 'normal', overflowWrap: 'anywhere' });
/** An unread message's row in the inbox. */
export const unread = style({ fontWeight: 700 });
/** A visitor's message as typed: its line breaks kept, long words wrapped. */
export const messageText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '65ch', lineHeight: 1.6 });
/** A link that looks like the primary button (it goes somewhere: a mailto: reply). */
export const linkButton = style([button, { display: 'inline-flex', alignItems: 'center', textDecoration: 'none' }]);
