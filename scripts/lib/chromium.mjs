import { existsSync } from 'node:fs';
import { isRoot, runOrExit } from './run.mjs';

/** Browser tests use Debian's Chromium; no tool may download a browser of its own. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for a headless run as root on a machine whose only network is a package registry. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (!isRoot()) {
    console.error(
      `✖ Chromium is missing (${CHROMIUM_PATH}). The browser tests need Debian's package:\n` +
        '    sudo apt-get update && sudo apt-get install -y chromium\n' +
        'then run the command again.',
    );
    process.exit(1);
  }
  console.log("• Installing Debian's chromium package");
  runOrExit('apt-get', ['update', '-qq']);
  runOrExit('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
