export type QueryValue = string | number | boolean;
export type QueryParams = Readonly<Record<string, QueryValue | null | undefined>>;

/** `key=value` pairs joined by `&`, values URL-encoded; absent (null/undefined) values are left out. */
export function toQueryString(params: QueryParams): string {
  return Object.entries(params)
    .filter((entry): entry is [string, QueryValue] => entry[1] !== undefined && entry[1] !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}
