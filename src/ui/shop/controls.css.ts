import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** Buttons and small controls shared by the shop screens. */

export const medium = 'screen and (min-width: 768px)';
export const large = 'screen and (min-width: 1024px)';

const focusRing = {
  ':focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' },
} as const;

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.ink,
  font: 'inherit',
  cursor: 'pointer',
  ...focusRing,
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.ink, color: vars.color.paper, borderColor: vars.color.ink },
  },
});

export const link = style({
  color: vars.color.accent,
  textUnderlineOffset: '0.2em',
  ...focusRing,
});

export const focusable = style(focusRing);

export const statusText = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.inkMuted,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
});

// One visually-hidden style for the whole app (src/ui/widgets/visually-hidden.css.ts).
export { visuallyHidden } from '../widgets/visually-hidden.css.ts';

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.accent,
  fontWeight: 600,
});
