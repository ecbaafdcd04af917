import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '48rem' });
export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'end' });
export const editable = style({
  minHeight: '14rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' } },
});
globalStyle(`${editable} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${editable} blockquote`, { borderLeft: `4px solid ${vars.color.inkMuted}`, margin: 0, paddingLeft: vars.space.md });
export const featured = style({ maxWidth: '100%', width: '24rem', height: 'auto', borderRadius: vars.radius.md });
export const preview = style({ border: `2px dashed ${vars.color.inkMuted}`, borderRadius: vars.radius.md, marginTop: vars.space.md });
