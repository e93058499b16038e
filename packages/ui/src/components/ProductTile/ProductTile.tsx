import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Button as AriaButton, Heading, Link } from 'react-aria-components';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';
import { useHover } from 'react-aria/useHover';
import { useOverlayTrigger } from 'react-aria/useOverlayTrigger';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';

import { Badge } from '../Badge';
import { ProductIcon, type ProductIconId } from '../ProductIcon';
import type { LearnMoreContent } from './LearnMoreDialog';
import { LockedStatus } from './LockedStatus';
import { isTileHidden, tileAccess, type ProductAccessStatus } from './productAccess';
import * as styles from './ProductTile.css';
import { productTileMessages, type ProductTileMessage } from './productTileMessages';

// The dialog's modal, focus-scope and overlay code stays out of the launch page's first load: it is fetched
// when a user points at or focuses "Learn More", or at the latest when the dialog opens. The trigger uses
// react-aria's hooks rather than its DialogTrigger, whose module brings the other overlays along.
const loadLearnMoreDialog = () => import('./LearnMoreDialog');
const LearnMoreDialog = lazy(async () => ({ default: (await loadLearnMoreDialog()).LearnMoreDialog }));
const preloadLearnMoreDialog = () => void loadLearnMoreDialog();

export interface ProductTileProps {
  /** The product's code, passed back to `onLaunch` and `onLearnMore`. */
  code: string;
  title: string;
  description: string;
  /** The product's pictogram, shown before its title. */
  icon?: ProductIconId;
  /** A note at the foot of the tile. */
  footer?: ReactNode;
  /** Where "Launch App" goes. */
  redirectUrl: string;
  /** Open `redirectUrl` in a new tab rather than in this window. */
  isNewTab?: boolean;
  /** A product in restricted launch gets an "Alpha" or "Beta" label after its title. */
  restrictedLaunch?: 'alpha' | 'beta';
  /** The user's access: none (absent), requested, or granted. */
  accessStatus?: ProductAccessStatus;
  /** Tenants for which the tile is left out while the user has no access. */
  hideWhenNoAccess?: readonly string[];
  /** The current tenant (market), checked against `hideWhenNoAccess`. */
  tenant?: string;
  /** Offered, through "Learn More", to users without access. */
  learnMore?: LearnMoreContent;
  /** The product is not available yet: the learn-more button reads "Coming Soon". */
  comingSoon?: boolean;
  /** Heading level of the title, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Replacements for any shipped text (each defaults to the current language's). */
  labels?: Partial<Record<ProductTileMessage, string>>;
  /** Called when the user launches the product, for analytics. */
  onLaunch?: (code: string) => void;
  /** Called when the user opens the learn-more dialog, for analytics. */
  onLearnMore?: (code: string) => void;
  /**
   * Offers "Request access" in the learn-more dialog of a product the user has no access to (and that is not
   * coming soon); called with the product code once the dialog closes.
   */
  onRequestAccess?: (code: string) => void;
}

/**
 * A product on the launch page: icon, heading, description and one action that depends on access.
 * Granted: "Launch App" opens `redirectUrl` (a press anywhere on the tile launches). Locked tiles show a lock and
 * their state in words: pending, a badge and "We are working on your access"; none, "No access yet". With
 * learn-more content a locked tile offers "Access Pending" or "Learn More", which opens a dialog about the
 * product. Pointers that can hover see the offer on hover or when the tile holds focus; touch screens always.
 */
export function ProductTile({
  code,
  title,
  description,
  icon,
  footer,
  redirectUrl,
  isNewTab = false,
  restrictedLaunch,
  accessStatus,
  hideWhenNoAccess,
  tenant,
  learnMore,
  comingSoon = false,
  headingLevel = 3,
  labels,
  onLaunch,
  onLearnMore,
  onRequestAccess,
}: ProductTileProps) {
  const strings = useLocalizedStringFormatter(productTileMessages, '@partner-insights/ui');
  const text = (key: ProductTileMessage) => labels?.[key] ?? strings.format(key);
  const titleId = useId();
  const actionId = useId();
  const statusId = useId();
  const access = tileAccess(accessStatus);
  const { hoverProps, isHovered } = useHover({});
  // Mounted from the first opening on, so that the dialog animates out when it closes.
  const [hasOpened, setHasOpened] = useState(false);
  const dialogState = useOverlayTriggerState({ onOpenChange: (isOpen) => isOpen && setHasOpened(true) });
  const { triggerProps } = useOverlayTrigger({ type: 'dialog' }, dialogState);

  if (isTileHidden(accessStatus, hideWhenNoAccess, tenant)) return null;

  const offerLabel: ProductTileMessage =
    access === 'pending' ? 'accessPending' : comingSoon ? 'comingSoon' : 'learnMore';
  const mayRequestAccess = access === 'none' && !comingSoon && onRequestAccess !== undefined;

  return (
    <article
      {...hoverProps}
      aria-labelledby={titleId}
      aria-describedby={access === 'launchable' ? undefined : statusId}
      data-hovered={isHovered || undefined}
      className={styles.tile({ access })}
    >
      <div className={styles.titleRow}>
        {icon && <ProductIcon icon={icon} className={styles.productIcon} />}
        <Heading level={headingLevel} id={titleId} className={styles.title}>
          {title}
          {restrictedLaunch && <Badge tone="brand">{text(restrictedLaunch)}</Badge>}
        </Heading>
      </div>
      <p className={styles.description}>{description}</p>
      {access !== 'launchable' && <LockedStatus id={statusId} isPending={access === 'pending'} text={text} />}
      {footer && <div className={styles.footer}>{footer}</div>}
      <div className={styles.actions}>
        {access === 'launchable' && (
          <Link
            id={actionId}
            aria-labelledby={`${actionId} ${titleId}`}
            href={redirectUrl}
            target={isNewTab ? '_blank' : undefined}
            rel={isNewTab ? 'noopener' : undefined}
            onPress={() => onLaunch?.(code)}
            className={styles.launchLink}
          >
            {text('launchApp')}
            {isNewTab && <VisuallyHidden elementType="span"> {text('opensInNewTab')}</VisuallyHidden>}
            <ArrowIcon isNewTab={isNewTab} />
          </Link>
        )}
        {access !== 'launchable' && learnMore && (
          <>
            <AriaButton
              {...triggerProps}
              id={actionId}
              aria-labelledby={`${actionId} ${titleId}`}
              onPress={() => {
                dialogState.open();
                onLearnMore?.(code);
              }}
              onHoverStart={preloadLearnMoreDialog}
              onFocus={preloadLearnMoreDialog}
              className={styles.learnMoreButton}
            >
              {text(offerLabel)}
            </AriaButton>
            {/* No fallback: focus stays on the button until the dialog mounts and moves it inside. */}
            {hasOpened && (
              <Suspense>
                <LearnMoreDialog
                  content={learnMore}
                  labels={{
                    whatItDoes: text('whatItDoes'),
                    whoCanUseIt: text('whoCanUseIt'),
                    howToGetAccess: text('howToGetAccess'),
                    requestAccess: text('requestAccess'),
                  }}
                  status={access === 'pending' && <LockedStatus isPending text={text} />}
                  onRequestAccess={mayRequestAccess ? () => onRequestAccess(code) : undefined}
                  isOpen={dialogState.isOpen}
                  onOpenChange={dialogState.setOpen}
                />
              </Suspense>
            )}
          </>
        )}
      </div>
    </article>
  );
}

function ArrowIcon({ isNewTab }: { isNewTab: boolean }) {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" className={styles.actionIcon}>
      {isNewTab ? (
        <path
          d="M9 3h4v4M13 3L7 9M11 9.5V13H3V5h3.5"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M3 8h10M9 4l4 4-4 4"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
