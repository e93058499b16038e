import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { packageRoot } from '../../package-paths';

/** Where the API's TypeScript types are kept: in contracts, whose `api-client` export other teams install. */
export const API_TYPES_FILE = join(packageRoot, '..', 'contracts', 'src', 'api-client', 'api-types.ts');

const HEADER = `// The API's types, generated from its OpenAPI description by \`pnpm api:types\`: do not edit by hand.\n\n`;

/** The TypeScript types of the API description `document`, as openapi-typescript writes them. */
export async function apiTypesSource(document: object): Promise<string> {
  return HEADER + astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
}
