// Vite plugins for the library build (scripts/build-package.mjs): vanilla-extract's compiled CSS stays beside the
// module that declares it and is imported by it, and the font stays a file. Vite's library mode does neither by
// itself: it drops a chunk's CSS imports (leaving a `/* empty css */` placeholder) and inlines every asset.
import { posix } from 'node:path';

const emptyCssPlaceholder = /\/\* empty css\s*\*\//g;

/** Puts back, in each module, the import of the CSS it compiled to, so a consumer's bundler loads it with it. */
export function importCssBesideModules() {
  return {
    name: 'library:import-css-beside-modules',
    enforce: 'post',
    // After Vite has named the CSS files: each chunk lists the ones it imported.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        const importedCss = chunk.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        if (importedCss.length === 0) continue;
        const imports = importedCss
          .map((file) => `import ${JSON.stringify(`./${posix.relative(posix.dirname(chunk.fileName), file)}`)};`)
          .join(' ');
        // In place of the placeholder, on its line, so the source map stays valid.
        let placed = false;
        chunk.code = chunk.code.replace(emptyCssPlaceholder, () => (placed ? '' : ((placed = true), imports)));
        if (!placed) this.error(`${chunk.fileName} imports CSS but has no placeholder for it.`);
      }
    },
  };
}

/** Fonts referenced from CSS are emitted as files (Vite's `?no-inline`) instead of base64 inside the CSS. */
export function fontsAsFiles() {
  return {
    name: 'library:fonts-as-files',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      return { code: code.replace(/(url\(["']?[^"')?]+\.woff2)(["']?\))/g, '$1?no-inline$2'), map: null };
    },
  };
}
