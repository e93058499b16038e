import { vars } from '@partner-insights/ui';
import { style } from '@vanilla-extract/css';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

export const count = style({
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.surface.sunken,
});

export const countValue = style({
  margin: 0,
  fontSize: vars.typography.heading['3'].fontSize,
  fontWeight: vars.typography.fontWeight.bold,
});

export const countLabel = style({
  color: vars.colour.text.secondary,
});

/** The preview's rows scroll inside the dialog rather than stretch it. */
export const tableArea = style({
  maxHeight: '18rem',
  overflow: 'auto',
  border: `1px solid ${vars.colour.border.subtle}`,
  borderRadius: vars.radius.medium,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.typography.text.small.fontSize,
});

export const caption = style({
  textAlign: 'start',
  padding: vars.space.xsmall,
  fontWeight: vars.typography.fontWeight.bold,
});

export const cell = style({
  padding: vars.space.xsmall,
  borderTop: `1px solid ${vars.colour.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const note = style({
  margin: 0,
  color: vars.colour.text.secondary,
});

export const progressLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const track = style({
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.surface.sunken,
  border: `1px solid ${vars.colour.border.strong}`,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  backgroundColor: vars.colour.brand.solid,
  transition: `width ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
});

export const panel = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.colour.border.subtle}`,
  backgroundColor: vars.colour.surface.raised,
});
