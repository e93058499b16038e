/** Where drafts are kept: the tab's sessionStorage in the app, so they never leave the browser or outlive the tab. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type DraftValues = Readonly<Record<string, DraftValue>>;
type DraftValue = string | number | boolean | null | readonly (string | number)[];

const DRAFT_KEY_PREFIX = 'partner-insights.draft.';

/**
 * What a reader has typed into a form, kept while they fill it in, so the values survive a session that expires
 * and the sign-in again. Only plain values are kept: files cannot be, and are chosen again. Storage that is full or
 * refused (private modes) loses the draft, never the form.
 */
export class FormDrafts {
  readonly #storage: DraftStorage;

  constructor(storage: DraftStorage) {
    this.#storage = storage;
  }

  read(form: string): DraftValues | undefined {
    try {
      const stored: unknown = JSON.parse(this.#storage.getItem(DRAFT_KEY_PREFIX + form) ?? 'null');
      return isRecord(stored) ? plainValuesOf(stored) : undefined;
    } catch {
      return undefined;
    }
  }

  save(form: string, values: Readonly<Record<string, unknown>>): void {
    try {
      this.#storage.setItem(DRAFT_KEY_PREFIX + form, JSON.stringify(plainValuesOf(values)));
    } catch {
      // A draft is a convenience: without room for it the form works on.
    }
  }

  clear(form: string): void {
    try {
      this.#storage.removeItem(DRAFT_KEY_PREFIX + form);
    } catch {
      // Nothing was kept, so nothing is left behind.
    }
  }
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDraftValue(value: unknown): value is DraftValue {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  return Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number');
}

function plainValuesOf(values: Readonly<Record<string, unknown>>): DraftValues {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, DraftValue] => isDraftValue(entry[1])),
  );
}
