import { globalFontFace } from '@vanilla-extract/css';

import { bodyFontFamily } from '../tokens/typography';

// Inter (SIL Open Font License, see OFL.txt): latin subset, variable weight axis, upright only
// (browsers slant it for the rare italic). Shipped with the package so text renders the same on
// every machine, whatever fonts it has installed; it stays a file of its own (never base64 in the CSS), which the
// browser fetches only when text needs it.
globalFontFace(bodyFontFamily, {
  src: 'url("./inter-latin-wght-normal.woff2") format("woff2-variations")',
  fontStyle: 'normal',
  fontWeight: '100 900',
  fontDisplay: 'swap',
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
});
