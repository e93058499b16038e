export * from './activity-events';
export * from './activity-log-entry';
