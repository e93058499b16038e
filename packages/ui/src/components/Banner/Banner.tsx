import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';

import type { AlertTone } from '../Alert';
import { CloseButton } from '../Alert/CloseButton';
import { ToneIcon } from '../Alert/ToneIcon';
import { inlineToneIcon } from '../Alert/tones.css';
import { toneRoles } from '../Alert/toneRoles';
import * as styles from './Banner.css';

export interface BannerLink {
  label: string;
  href: string;
}

export interface BannerProps {
  /** Identifies the banner: set as its element id and passed back to `onDismiss`. */
  id: string;
  message: ReactNode;
  tone?: AlertTone;
  /** A link after the message, e.g. "Return to Company List". */
  link?: BannerLink;
  /** Shows a close button that calls this with the banner's id; the parent removes the banner. */
  onDismiss?: (id: string) => void;
  /** Accessible name of the close button; "Close" in the reader's language unless told. */
  dismissLabel?: string;
}

/**
 * A full-width strip across the top of the page about the whole session, such as the company a
 * super admin represents. Announced like an alert in the same tone.
 */
export function Banner({ id, message, tone = 'info', link, onDismiss, dismissLabel }: BannerProps) {
  return (
    <div id={id} role={toneRoles[tone]} className={`${styles.banner} ${styles.tone[tone]}`}>
      <ToneIcon tone={tone} className={inlineToneIcon[tone]} />
      <div className={styles.body}>
        <p className={styles.message}>{message}</p>
        {link && (
          <Link href={link.href} className={styles.link}>
            {link.label}
          </Link>
        )}
      </div>
      {onDismiss && (
        <div className={styles.closeSlot}>
          <CloseButton label={dismissLabel} onPress={() => onDismiss(id)} />
        </div>
      )}
    </div>
  );
}
