// The second of the README's two commands: install what the tests need, then run every test.
import { ensureChromium } from './lib/chromium.mjs';
import { installWorkspace } from './lib/pnpm.mjs';
import { runOrExit } from './lib/run.mjs';

installWorkspace();
ensureChromium();
runOrExit('pnpm', ['test']);
