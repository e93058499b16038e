import * as styles from './Logo.css';

export interface LogoProps extends styles.LogoVariants {
  /** The product name shown beside the mark and announced as the logo's name. */
  productName?: string;
}

/**
 * The product logo: a mark of rising bars on a brand tile, then the product name. Exposed to
 * assistive technology as one image named after the product.
 */
export function Logo({ productName = 'Partner Insights', size }: LogoProps) {
  return (
    <span role="img" aria-label={productName} className={styles.logo({ size })}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className={styles.mark}>
        <rect width="32" height="32" rx="8" className={styles.tile} />
        <g className={styles.bars}>
          <rect x="7.5" y="16" width="4" height="9" rx="2" />
          <rect x="14" y="11.5" width="4" height="13.5" rx="2" />
          <rect x="20.5" y="7" width="4" height="18" rx="2" />
        </g>
      </svg>
      <span aria-hidden="true" className={styles.wordmark}>
        {productName}
      </span>
    </span>
  );
}
