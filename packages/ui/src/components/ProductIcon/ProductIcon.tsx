import * as styles from './ProductIcon.css';
import { productIconShapes, type ProductIconId } from './productIconShapes';

export interface ProductIconProps {
  /** Which product's pictogram. */
  icon: ProductIconId;
  className?: string;
}

/**
 * A product's pictogram, in the current text colour. Decorative: the product's name always stands next to it,
 * so assistive technology skips it.
 */
export function ProductIcon({ icon, className }: ProductIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className ? `${styles.icon} ${className}` : styles.icon}
    >
      {productIconShapes[icon]}
    </svg>
  );
}
