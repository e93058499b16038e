import type { ReactNode, RefAttributes } from 'react';
import { Link as AriaLink, VisuallyHidden, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import * as styles from './Link.css';
import { linkMessages } from './linkMessages';

export interface LinkProps
  extends
    Omit<AriaLinkProps, 'children' | 'className' | 'style' | 'render' | 'target' | 'rel'>,
    RefAttributes<HTMLAnchorElement>,
    styles.LinkVariants {
  children: ReactNode;
  /** Opens the destination in a new tab, and says so to the reader. */
  opensInNewTab?: boolean;
  /** Overrides the hidden "(opens in a new tab)" text. */
  newTabLabel?: string;
}

/**
 * A text link. `inline` (default) is underlined to stand out inside running text; `standalone` is
 * a link on its own, underlined on hover. With `opensInNewTab` it opens a new tab, shows an icon
 * and tells assistive technology "(opens in a new tab)" in the reader's language.
 */
export function Link({ children, variant, opensInNewTab = false, newTabLabel, ...props }: LinkProps) {
  const strings = useLocalizedStringFormatter(linkMessages, '@partner-insights/ui');
  return (
    <AriaLink
      {...props}
      {...(opensInNewTab && { target: '_blank', rel: 'noopener noreferrer' })}
      className={styles.link({ variant })}
    >
      {children}
      {opensInNewTab && (
        <>
          <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" className={styles.newTabIcon}>
            <path
              d="M9 2.5h4.5V7M13.5 2.5 7 9M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <VisuallyHidden elementType="span"> {newTabLabel ?? strings.format('opensInNewTab')}</VisuallyHidden>
        </>
      )}
    </AriaLink>
  );
}
