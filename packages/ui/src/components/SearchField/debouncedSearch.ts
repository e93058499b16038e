/** The specification's search rules: at least 3 characters, searched 500 ms after typing stops. */
export const defaultMinLength = 3;
export const defaultDebounceMs = 500;

/** A term too short to search: some text, but fewer than `minLength` characters. */
export function isTooShort(term: string, minLength: number): boolean {
  const { length } = term.trim();
  return length > 0 && length < minLength;
}

export interface DebouncedSearchOptions {
  delayMs: number;
  minLength: number;
  /** Called with the trimmed term: one of at least `minLength` characters, or '' to clear the search. */
  onSearch: (term: string) => void;
}

export interface DebouncedSearch {
  /** The text changed: search once it has rested for the delay, unless it is too short. */
  change: (text: string) => void;
  /** Enter or clear: search now, unless the text is too short. */
  submit: (text: string) => void;
  /** Forget a pending search (the field is going away). */
  cancel: () => void;
}

/** Turns a field's edits into searches: debounced while typing, immediate on submit, never too short. */
export function createDebouncedSearch({ delayMs, minLength, onSearch }: DebouncedSearchOptions): DebouncedSearch {
  let pending: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    clearTimeout(pending);
    pending = undefined;
  };

  return {
    change(text) {
      cancel();
      if (isTooShort(text, minLength)) return;
      pending = setTimeout(() => {
        pending = undefined;
        onSearch(text.trim());
      }, delayMs);
    },
    submit(text) {
      cancel();
      if (!isTooShort(text, minLength)) onSearch(text.trim());
    },
    cancel,
  };
}
