// The first of the README's two commands: install, build and start the portal on http://localhost:3000.
import { installWorkspace } from './lib/pnpm.mjs';
import { runOrExit } from './lib/run.mjs';

installWorkspace();
console.log('• Building the packages, the app and the server');
runOrExit('pnpm', ['build']);
runOrExit('pnpm', ['start']);
