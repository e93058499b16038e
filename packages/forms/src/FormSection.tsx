import { useId, type ReactNode } from 'react';

import type { FieldSection } from './fieldDescriptor';
import * as styles from './SchemaForm.css';

export interface FormSectionProps {
  section: FieldSection;
  /** The section's fields, laid out as the form lays out its own. */
  children: ReactNode;
}

/** A titled group of fields: a fieldset named by its legend, so the title is read with the first field entered. */
export function FormSection({ section: { title, description }, children }: FormSectionProps) {
  const descriptionId = useId();
  return (
    <fieldset className={`${styles.section} ${styles.fullRow}`} aria-describedby={description && descriptionId}>
      <legend className={styles.sectionTitle}>{title}</legend>
      {description && (
        <p id={descriptionId} className={styles.sectionDescription}>
          {description}
        </p>
      )}
      {children}
    </fieldset>
  );
}
