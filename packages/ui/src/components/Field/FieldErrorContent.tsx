import type { ReactNode } from 'react';

import { ErrorIcon } from './ErrorIcon';

/** What every field error shows: the icon and the words, always both, so no error relies on colour alone. */
export function FieldErrorContent({ children }: { children: ReactNode }) {
  return (
    <>
      <ErrorIcon />
      <span>{children}</span>
    </>
  );
}
