export * from './analytics';
export * from './errors';
export * from './health';
export * from './identity';
export * from './locales';
export * from './markets';
export * from './product';
