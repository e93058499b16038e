import { join } from 'node:path';
import { packageRoot } from '../../package-paths';

/** The repository's content folder, beside the packages. */
export const defaultContentDir = join(packageRoot, '..', '..', 'content');
