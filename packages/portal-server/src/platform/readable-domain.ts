import { domainToUnicode } from 'node:url';

/** A stored (punycode) domain as people read it: international names in their own script. */
export const readableDomain = (stored: string): string => domainToUnicode(stored) || stored;
