import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { FieldErrorContext, LabelContext, Provider, TextContext, type ValidationResult } from 'react-aria-components';
import { filterDOMProps } from 'react-aria/filterDOMProps';

import * as styles from './Field.css';

/** What react-aria's text field hooks (useTextField, useSearchField) give the parts around the input. */
export interface TextInputFieldAria extends ValidationResult {
  labelProps: HTMLAttributes<HTMLElement>;
  descriptionProps: HTMLAttributes<HTMLElement>;
  errorMessageProps: HTMLAttributes<HTMLElement>;
}

export interface TextInputFieldFrameProps {
  /** The field's own props: its data attributes and global DOM props go on the frame. */
  fieldProps: { id?: string; isDisabled?: boolean; isReadOnly?: boolean; isRequired?: boolean };
  aria: TextInputFieldAria;
  ref?: Ref<HTMLDivElement>;
  /** Extra data attributes, e.g. `data-empty`. */
  dataAttributes?: Record<`data-${string}`, true | undefined>;
  children: ReactNode;
}

/**
 * The frame of a text field built on react-aria's hooks: the element react-aria-components' TextField and
 * SearchField render, with the same data attributes, giving the label, description and error the props the hook
 * made for them through the same contexts; the input takes its props through InputContext or TextAreaContext.
 * Those two components would bring react-aria's autocomplete along (2.5 KB gzip), which no field here uses.
 */
export function TextInputFieldFrame({ fieldProps, aria, ref, dataAttributes, children }: TextInputFieldFrameProps) {
  const { labelProps, descriptionProps, errorMessageProps, ...validation } = aria;
  const { id: _id, ...domProps } = filterDOMProps(fieldProps, { global: true });
  return (
    <div
      {...domProps}
      {...dataAttributes}
      ref={ref}
      className={styles.field}
      data-disabled={fieldProps.isDisabled || undefined}
      data-invalid={validation.isInvalid || undefined}
      data-readonly={fieldProps.isReadOnly || undefined}
      data-required={fieldProps.isRequired || undefined}
    >
      <Provider
        values={[
          [LabelContext, labelProps],
          [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
          [FieldErrorContext, validation],
        ]}
      >
        {children}
      </Provider>
    </div>
  );
}
