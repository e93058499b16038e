const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of `time`, as YYYY-MM-DD: the day end dates are compared with. */
export const utcDayOf = (time: Date): string => time.toISOString().slice(0, 10);

/** The first moment after the day `isoDate` (YYYY-MM-DD) ends, in UTC: when an access that ends on it lapses. */
export const startOfDayAfter = (isoDate: string): Date => new Date(Date.parse(`${isoDate}T00:00:00.000Z`) + DAY_MS);
