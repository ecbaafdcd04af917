import { globalStyle, style } from '@vanilla-extract/css';
import { secondaryButton } from '../styles/buttons.css.ts';
import { vars } from '../styles/theme.css.ts';

export const panel = style({ display: 'grid', gap: vars.space.md });

export const group = style({
  margin: 0,
  padding: `0 0 ${vars.space.md}`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.line}`,
  display: 'grid',
  gap: vars.space.xs,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2rem',
  cursor: 'pointer',
});

globalStyle(`${option} input`, { width: '1.1rem', height: '1.1rem', accentColor: vars.color.accent, margin: 0 });
globalStyle(`${option} input:focus-visible`, { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const chip = style({ position: 'relative', display: 'inline-flex', cursor: 'pointer' });

/** The checkbox stays in the page for keyboards and screen readers; the chip shows its state. */
export const chipInput = style({ position: 'absolute', opacity: 0, width: '100%', height: '100%', margin: 0, cursor: 'pointer' });

export const chipLabel = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: '2rem',
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${chipInput}:checked + ${chipLabel}`, { background: vars.color.ink, color: vars.color.paper, borderColor: vars.color.ink });
globalStyle(`${chipInput}:focus-visible + ${chipLabel}`, { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' });

/** Clear All: the shared secondary button, kept to its own width in the panel's grid. */
export const clear = style([secondaryButton, { justifySelf: 'start' }]);
