import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { FieldErrorContext, LabelContext, Provider, TextContext, type ValidationResult } from 'react-aria-components';
import { filterDOMProps } from 'react-aria/filterDOMProps';

import * as styles from './Field.css';

/** What react-aria's field hooks (useTextField, useSearchField, useSelect, useComboBox) give a field's texts. */
export interface FieldAria extends ValidationResult {
  labelProps: HTMLAttributes<HTMLElement>;
  descriptionProps: HTMLAttributes<HTMLElement>;
  errorMessageProps: HTMLAttributes<HTMLElement>;
}

export interface FieldFrameProps {
  aria: FieldAria;
  /** `span` where the label names a button (a select's trigger) rather than an input. */
  labelElementType?: 'label' | 'span';
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  /** The field's props, whose global DOM and data attributes go on the frame (its id stays with the input). */
  domProps?: object;
  /** The field's state beyond the common ones, e.g. `data-open`. */
  dataAttributes?: Record<`data-${string}`, true | undefined>;
  ref?: Ref<HTMLDivElement>;
  /** The label, the control and the texts under it. */
  children: ReactNode;
  /** Beside them and outside their contexts: a hidden input, the popover. */
  after?: ReactNode;
}

/**
 * The frame of a field built on react-aria's hooks: the element react-aria-components' fields render, with their
 * data attributes, giving the label, description and error the props the hook made for them through the same
 * contexts. The control takes its own (InputContext, ButtonContext) from the field.
 */
export function FieldFrame({
  aria,
  labelElementType = 'label',
  isDisabled,
  isReadOnly,
  isRequired,
  domProps,
  dataAttributes,
  ref,
  children,
  after,
}: FieldFrameProps) {
  const { labelProps, descriptionProps, errorMessageProps, ...validation } = aria;
  const { id: _id, ...attributes } = domProps ? filterDOMProps(domProps, { global: true }) : {};
  return (
    <div
      {...attributes}
      {...dataAttributes}
      ref={ref}
      className={styles.field}
      data-disabled={isDisabled || undefined}
      data-invalid={validation.isInvalid || undefined}
      data-readonly={isReadOnly || undefined}
      data-required={isRequired || undefined}
    >
      <Provider
        values={[
          [LabelContext, { ...labelProps, elementType: labelElementType }],
          [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
          [FieldErrorContext, validation],
        ]}
      >
        {children}
      </Provider>
      {after}
    </div>
  );
}
