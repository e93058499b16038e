import { FormContext, useSlottedContext } from 'react-aria-components';

type ValidationBehavior = 'native' | 'aria';

/** The field's own validation behaviour, else its form's, else native: as react-aria-components' fields choose. */
export function useValidationBehavior(own: ValidationBehavior | undefined): ValidationBehavior {
  const form = useSlottedContext(FormContext);
  return own ?? form?.validationBehavior ?? 'native';
}
