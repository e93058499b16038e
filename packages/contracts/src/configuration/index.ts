export * from './block-banner';
export * from './feature-flags';
export * from './portal-configuration';
export * from './site-languages';
export * from './timezones';
