export * from './content-schemas';
export * from './content-values';
