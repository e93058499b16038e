// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the built app, at the highest levels: the
// build pays once what every visit saves, and the portal server sends the copy a browser accepts.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = 'dist';
/** Text formats; fonts (woff2) and images are compressed already. */
const TEXT_EXTENSIONS = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest', '.xml']);

const files = readdirSync(DIST, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(extname(entry.name)))
  .map((entry) => join(entry.parentPath, entry.name))
  // The build's manifest is for scripts, not browsers.
  .filter((file) => !file.includes('.vite'));

let original = 0;
let brotli = 0;
for (const file of files) {
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  original += content.length;
  brotli += br.length;
}
console.log(
  `precompressed ${files.length} files: ${(original / 1024).toFixed(0)} KB, ${(brotli / 1024).toFixed(0)} KB as Brotli`,
);
