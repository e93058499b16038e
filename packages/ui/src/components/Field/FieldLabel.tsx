import { Label } from 'react-aria-components';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import * as styles from './Field.css';
import { fieldMessages } from './fieldMessages';

export interface FieldLabelProps {
  children: string;
  /** Marks the field as one that may be left empty, with "(optional)" in the reader's language. */
  isOptional?: boolean;
  /** Overrides the "(optional)" marker. */
  optionalLabel?: string;
}

/**
 * A field's visible label, wired by react-aria to the control or group it names. Fields are
 * required unless marked optional, so only the optional ones carry a marker.
 */
export function FieldLabel({ children, isOptional = false, optionalLabel }: FieldLabelProps) {
  const strings = useLocalizedStringFormatter(fieldMessages, '@partner-insights/ui');
  return (
    <Label className={styles.label}>
      {children}
      {isOptional && (
        <>
          {' '}
          <span className={styles.optionalMarker}>{optionalLabel ?? strings.format('optional')}</span>
        </>
      )}
    </Label>
  );
}
