/** The compressions the portal sends, best first: Brotli is smaller, gzip is understood by every client. */
export const SENT_ENCODINGS = ['br', 'gzip'] as const;
export type SentEncoding = (typeof SENT_ENCODINGS)[number];

/**
 * The best of SENT_ENCODINGS that an Accept-Encoding header accepts, honouring q-values (`br;q=0` refuses Brotli,
 * `*` stands for any not named), or undefined for none.
 */
export function acceptedEncoding(header: string | undefined): SentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = weights.get('*') ?? 0;
  return SENT_ENCODINGS.find((encoding) => (weights.get(encoding) ?? wildcard) > 0);
}
