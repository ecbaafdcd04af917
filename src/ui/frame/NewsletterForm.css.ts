import { style } from '@vanilla-extract/css';
import { primaryButton } from '../styles/buttons.css.ts';
import { vars } from '../styles/theme.css.ts';

// The form sits on the footer's dark ground: light ink, the on-dark accents for what it says.

export const text = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.footerMuted });

// minmax(0, 1fr): the field may shrink to the footer column instead of widening it.
export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.footerInk });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const input = style({
  flex: '1 1 10rem',
  minWidth: 0,
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.footerMuted}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.ink,
  ':focus-visible': { outline: `2px solid ${vars.color.accentOnDark}`, outlineOffset: '2px' },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.dangerOnDark } },
});

// On the footer's dark ground the focus ring takes the light accent.
export const button = style([
  primaryButton,
  { ':focus-visible': { outline: `2px solid ${vars.color.accentOnDark}`, outlineOffset: '2px' } },
]);

// Both messages are always in the page (empty, they take no room), so that screen readers hear
// them when their text changes; display: none would hide the regions from them.
const message = style({ margin: 0, fontSize: vars.fontSize.sm });

export const success = style([message, { color: vars.color.success }]);

export const problem = style([message, { color: vars.color.dangerOnDark }]);
