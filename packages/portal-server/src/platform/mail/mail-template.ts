import type { Locale } from '@partner-insights/contracts';

/** A piece of a message's body, rendered alike as plain text and as simple HTML. */
export type MailBlock =
  | { readonly paragraph: string }
  /** Labelled values, one a line: `label: value`. */
  | { readonly fields: readonly (readonly [label: string, value: string])[] }
  | { readonly link: { readonly text: string; readonly url: string } };

/** A message in one language, before it is rendered. */
export interface MailContent {
  readonly subject: string;
  readonly body: readonly MailBlock[];
}

/** JSON values: what a template's parameters are stored as in the outbox. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * One kind of message, written in every language the portal speaks: a missing language does not type-check. The
 * parameters are kept with the message in the outbox, so they are JSON.
 */
export interface MailTemplate<Params extends JsonValue> {
  /** Stored with each message; stable, e.g. `contact-us-notification`. */
  readonly name: string;
  readonly languages: Readonly<Record<Locale, (params: Params) => MailContent>>;
}
