import type { AllHTMLAttributes, ElementType, RefAttributes } from 'react';

import { sprinkles, type Sprinkles } from '../../sprinkles.css';

export interface BoxProps
  extends Sprinkles, Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, RefAttributes<HTMLElement> {
  /** The element to render; a `div` unless told. */
  as?: ElementType;
}

/** Splits the props sprinkles knows (atomic style props) from those meant for the element. */
function splitSprinkleProps(props: Omit<BoxProps, 'as' | 'className'>) {
  const styleProps: Record<string, unknown> = {};
  const elementProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) styleProps[key] = value;
    else elementProps[key] = value;
  }
  return { styleProps: styleProps as Sprinkles, elementProps };
}

/**
 * The base of every layout: any element, styled only through the theme's atomic, responsive
 * style props (`padding={{ mobile: 'small', tablet: 'large' }}`), so spacing and colour stay on the scale.
 */
export function Box({ as: Element = 'div', className, ...props }: BoxProps) {
  const { styleProps, elementProps } = splitSprinkleProps(props);
  const classes = [sprinkles(styleProps), className].filter(Boolean).join(' ');
  return <Element {...elementProps} className={classes} />;
}
