export * from './activity-events';
export * from './activity-log-entry';
export * from './activity-log-messages';
export * from './activity-log-query';
export * from './activity-log-range';
