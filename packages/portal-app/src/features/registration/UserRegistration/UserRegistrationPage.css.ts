import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@partner-insights/ui';

// First and last name side by side where there is room.
export const names = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.medium,
});

export const invited = style({ margin: 0, display: 'grid', gap: vars.space.xsmall });

export const invitedTerm = style({
  color: vars.colour.text.secondary,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const invitedValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const rules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const rule = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const ruleIcon = style({ flex: 'none', width: '1rem', height: '1rem' });

export const ruleState = {
  met: style({ color: vars.colour.positive.text }),
  pending: style({ color: vars.colour.text.secondary }),
  refused: style({ color: vars.colour.critical.text }),
};

const pulse = keyframes({ '50%': { opacity: 0.5 } });

/** A field's place while the invitation loads: its label's line and its control's box. */
export const placeholder = style({
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.neutral.soft,
  animation: `${pulse} 1.6s ${vars.motion.easing.standard} infinite`,
  '@media': { '(forced-colors: active)': { border: '1px solid GrayText' } },
});

export const placeholderLabel = style({ height: '0.75rem', width: '40%', marginBlock: vars.space.xsmall });

export const placeholderControl = style({ height: vars.size.control });
