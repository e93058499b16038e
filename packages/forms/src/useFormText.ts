import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';

import type { FieldDescriptor } from './fieldDescriptor';
import { formMessages, isFormMessageKey, type FormMessageKey, type FormMessageOverrides } from './formMessages';

export interface FormText {
  /** A shipped text in the reader's language, unless overridden. */
  (key: FormMessageKey): string;
  /** What a field's error says: its descriptor's own text, else the schema's prompt in the reader's language. */
  error: (field: FieldDescriptor, message: string | undefined) => string | undefined;
}

/** The form's texts in the reader's language, with the given overrides. */
export function useFormText(overrides: FormMessageOverrides = {}): FormText {
  const strings = useLocalizedStringFormatter(formMessages, '@partner-insights/forms');
  const text = (key: FormMessageKey) => overrides[key] ?? strings.format(key);
  const error = (field: FieldDescriptor, message: string | undefined) => {
    if (message === undefined) return undefined;
    return field.errorMessage ?? (isFormMessageKey(message) ? text(message) : message);
  };
  return Object.assign(text, { error });
}
