import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A message catalogue: `messages/<locale>.json` in the shell's or a feature's folder. */
const CATALOGUE = /[\\/]src[\\/](?:.+[\\/])?messages[\\/][^\\/]+\.json$/;

/**
 * For the production build: ships the message catalogues parsed (react-intl's ICU syntax tree) instead of as ICU
 * strings, so the browser formats them without parsing, and swaps the ICU parser for its parser-less entry.
 * Tests and the dev server keep the strings and the parser.
 */
export function precompiledMessages(): Plugin {
  const { resolve } = createRequire(import.meta.url);
  return {
    name: 'portal:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
          },
        ],
      },
    }),
    transform: {
      filter: { id: CATALOGUE },
      handler(source) {
        const messages = JSON.parse(source) as Record<string, string>;
        const parsed = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)]));
        return { code: JSON.stringify(parsed), map: null };
      },
    },
  };
}
