// Starts the TypeScript worker when the server runs from source (dev script, tests): Node 20 cannot load a
// .ts worker entry, so tsx is registered in this thread first.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
