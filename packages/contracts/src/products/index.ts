export * from './launch-catalogue';
export * from './restricted-launch';
