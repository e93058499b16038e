import { spawnSync } from 'node:child_process';

/** Runs a command with inherited output; returns whether it succeeded. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status === 0;
}

export function runOrExit(command, args, options = {}) {
  if (!run(command, args, options)) {
    console.error(`\n✖ ${[command, ...args].join(' ')} failed`);
    process.exit(1);
  }
}

export function commandExists(command) {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

export const isRoot = () => process.getuid?.() === 0;
