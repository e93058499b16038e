// The budgets of the first load (issue 18): the JavaScript that /apps loads for a signed-in user (React, router,
// MobX, intl and the shell included) is at most BUDGET_KB gzip (the target is 120), and every page route's chunk
// adds at most PAGE_BUDGET_KB on top of the entry. Reads the built app's manifest: the entry and its static imports, then a page
// chunk and its static imports, each file counted once. Run after the build. Dynamic imports are what a page does
// not wait for: other routes, the header's menus (on first use), the idle dialogs (only once a session goes idle)
// and the analytics sender (3 s after start, by the spec).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { reportFigure } from './lib/figures.mjs';

const DIST = 'packages/portal-app/dist';
const MANIFEST = join(DIST, '.vite/manifest.json');
const APPS_PAGE = 'src/features/launch-list/Apps/AppsPage.tsx';
/** The pages of the route table: lazy chunks named `<Name>Page.tsx` in a feature's folder. */
const PAGE_CHUNK = /^src\/features\/.+Page\.tsx$/;
const BUDGET_KB = 133;
const PAGE_BUDGET_KB = 40;
/**
 * Pages over PAGE_BUDGET_KB before the budget existed (their forms, tables, tabs and date pickers load with the page;
 * the admin pages' dialogs and the lists of selects and combo boxes no longer do), each held near its present size
 * so that none grows while they are brought under it: the size rounded up to the half KB, and half a KB more, since
 * renaming or splitting a shared chunk alone moves a page's figure by a KB or more (a page's modules spread over
 * more, smaller files compress less well) without it loading anything more: when the pagination's rows-per-page
 * choice stopped being a select, the pages with selects got the same select code in six more files, 1.4 KB more.
 */
const OVER_BUDGET_CEILINGS_KB = {
  'src/features/support/TicketCreation/TicketCreationPage.tsx': 66.5,
  'src/features/contact-us/ContactUs/ContactUsPage.tsx': 64,
};

/**
 * What a page loads in chunks of its own as soon as it shows, so that its header paints without waiting for it: the
 * page's figure counts it, since the page is not whole without it.
 */
const PAGE_PARTS = {
  'src/features/support/TicketCreation/TicketCreationPage.tsx': ['src/features/support/SupportForms/SupportForm.tsx'],
  'src/features/contact-us/ContactUs/ContactUsPage.tsx': ['src/features/support/SupportForms/SupportForm.tsx'],
  'src/features/data-dictionary/DataDictionary/DataDictionaryPage.tsx': [
    'src/features/data-dictionary/DataDictionary/DataDictionaryBody.tsx',
  ],
  'src/features/user-management/UserList/UserListPage.tsx': ['src/features/user-management/UserList/UserListBody.tsx'],
};

if (!existsSync(MANIFEST)) {
  console.error(`✖ ${MANIFEST} is missing: build the app first (pnpm build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));

/** The chunk's file and every file it imports statically, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk "${key}".`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const gzipSizes = new Map();
/** A JavaScript file's size, gzip level 9, in bytes (0 for other files). */
function gzipSize(file) {
  if (!file.endsWith('.js')) return 0;
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}
const kb = (bytes) => bytes / 1024;
const total = (files) => kb([...files].reduce((sum, file) => sum + gzipSize(file), 0));

const entryFiles = new Set();
for (const key of Object.keys(manifest).filter((key) => manifest[key].isEntry)) staticClosure(key, entryFiles);

// The /apps first load, file by file.
const appsFiles = staticClosure(APPS_PAGE, new Set(entryFiles));
for (const file of [...appsFiles].filter((file) => gzipSize(file) > 0).sort((a, b) => gzipSize(b) - gzipSize(a))) {
  console.log(`  ${kb(gzipSize(file)).toFixed(1).padStart(7)} KB  ${file}`);
}
const appsKb = total(appsFiles);
const appsFits = appsKb <= BUDGET_KB;
console.log(
  `${appsFits ? '✔' : '✖'} /apps loads ${appsKb.toFixed(1)} KB of JavaScript (gzip) for a signed-in user; budget ${BUDGET_KB} KB`,
);
reportFigure('Bundle', '/apps JavaScript, signed in (gzip)', `${appsKb.toFixed(1)} KB of ${BUDGET_KB}`);

// Every page on top of the entry: its chunk's static closure and its parts', less what the entry has loaded already.
const pageFiles = (key) =>
  (PAGE_PARTS[key] ?? []).reduce((files, part) => staticClosure(part, files), staticClosure(key));
const pages = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && PAGE_CHUNK.test(key))
  .map((key) => ({ key, kb: total([...pageFiles(key)].filter((file) => !entryFiles.has(file))) }))
  .sort((a, b) => b.kb - a.kb);
const budgetOf = (key) => OVER_BUDGET_CEILINGS_KB[key] ?? PAGE_BUDGET_KB;
for (const page of pages) {
  const over = page.kb > PAGE_BUDGET_KB ? `  (over ${PAGE_BUDGET_KB} KB, held at ${budgetOf(page.key)} KB)` : '';
  console.log(`  ${page.kb.toFixed(1).padStart(7)} KB  + ${page.key}${over}`);
}
const heavyPages = pages.filter((page) => page.kb > budgetOf(page.key));
for (const page of heavyPages)
  console.log(`✖ ${page.key} adds ${page.kb.toFixed(1)} KB; budget ${budgetOf(page.key)} KB`);
if (heavyPages.length === 0) {
  const within = pages.filter((page) => page.kb <= PAGE_BUDGET_KB).length;
  console.log(
    `✔ ${within} of ${pages.length} pages add at most ${PAGE_BUDGET_KB} KB (gzip) on top of the entry; none grew past its ceiling`,
  );
}
process.exit(appsFits && heavyPages.length === 0 ? 0 : 1);
