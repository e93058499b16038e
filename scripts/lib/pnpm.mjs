import { commandExists, runOrExit } from './run.mjs';

export const PNPM_VERSION = '12.21.0';

/** A fresh machine has only Node and npm: bring pnpm, then the workspace's locked dependencies. */
export function installWorkspace() {
  if (!commandExists('pnpm')) {
    console.log(`• Installing pnpm ${PNPM_VERSION} with npm`);
    runOrExit('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
  }
  console.log('• Installing dependencies (pnpm install --frozen-lockfile)');
  runOrExit('pnpm', ['install', '--frozen-lockfile']);
}
