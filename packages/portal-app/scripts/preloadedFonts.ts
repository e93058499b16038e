import type { Plugin } from 'vite';

/**
 * For the production build: a `<link rel="preload">` for each font file, so the browser fetches the font with the
 * stylesheet instead of discovering it only once text is laid out, which repaints the page in the right face late.
 */
export function preloadedFonts(): Plugin {
  let base = '/';
  return {
    name: 'portal:preloaded-fonts',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.values(bundle ?? {})
          .filter((output) => output.fileName.endsWith('.woff2'))
          .map((font) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `${base}${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          })),
    },
  };
}
