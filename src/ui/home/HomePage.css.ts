import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const page = style({ maxWidth: vars.layout.maxWidth, margin: '0 auto', padding: `0 ${vars.space.md} ${vars.space.xl}` });
export const section = style({ margin: `${vars.space.xl} 0` });
export const heading = style({ fontFamily: vars.font.display, fontSize: '1.75rem', margin: `0 0 ${vars.space.md}` });
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.inkMuted, maxWidth: '45rem', lineHeight: 1.6 });
export const muted = style({ color: vars.color.inkMuted });
export const link = style({ color: vars.color.accent, fontWeight: 600, textUnderlineOffset: '0.2em' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
// One visually-hidden style for the whole app (src/ui/widgets/visually-hidden.css.ts).
export { visuallyHidden } from '../widgets/visually-hidden.css.ts';

export const hero = style({ position: 'relative', background: vars.color.ink, color: '#ffffff', overflow: 'hidden' });
export const heroSlide = style({ position: 'relative', minHeight: '26rem', display: 'flex', alignItems: 'flex-end' });
export const heroImage = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: 0.55 });
export const heroCaption = style({
  position: 'relative',
  maxWidth: vars.layout.maxWidth,
  width: '100%',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} 3.5rem`,
  boxSizing: 'border-box',
});
export const heroTitle = style({ fontFamily: vars.font.display, fontSize: 'clamp(2rem, 6vw, 3.25rem)', lineHeight: 1.1, margin: 0 });
export const lightButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: '1px solid #ffffff',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: '#ffffff',
  font: 'inherit',
  textDecoration: 'none',
  fontWeight: 600,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.accentOnDark}`, outlineOffset: '2px' },
});
export const dots = style({
  position: 'absolute',
  bottom: vars.space.md,
  left: 0,
  right: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xs,
});
const dotBase = {
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: '50%',
  padding: 0,
  background: 'transparent',
  cursor: 'pointer',
} as const;
export const dot = style({
  ...dotBase,
  border: '2px solid #ffffff',
  selectors: { '&[aria-current="true"]': { background: '#ffffff' } },
  ':focus-visible': { outline: `3px solid ${vars.color.accentOnDark}` },
});
export const darkDot = style({
  ...dotBase,
  border: `2px solid ${vars.color.ink}`,
  selectors: { '&[aria-current="true"]': { background: vars.color.ink } },
  ':focus-visible': { outline: `3px solid ${vars.color.accent}` },
});

export const cards = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
export const cardTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, margin: 0 });

export const showcase = style({ margin: `${vars.space.xl} 0` });
export const showcaseSlide = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'center',
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '3fr 2fr' } },
});
export const showcaseImage = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.line,
});
export const showcaseControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const counters = style({
  margin: `${vars.space.xl} 0`,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
});
export const counterList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  textAlign: 'center',
});
export const counter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const counterValue = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});
export const cta = style({
  margin: `${vars.space.xl} 0`,
  padding: vars.space.lg,
  background: vars.color.paper,
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
});
