export interface BuiltPortal {
  readonly port: number;
  /** http://localhost:<port>: the host the US market answers on. */
  readonly url: string;
  /** Where the portal writes its mail as .eml files (no SMTP server is configured). */
  readonly mailDir: string;
  readonly stop: () => Promise<void>;
}
export declare function startBuiltPortal(env?: Readonly<Record<string, string>>): Promise<BuiltPortal>;
