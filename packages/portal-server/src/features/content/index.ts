export { contentFeature } from './feature';
export { contentDocuments } from './content.schema';
export { importContent, type ContentImportOutcome } from './content-import';
export { defaultContentDir } from './content-paths';
