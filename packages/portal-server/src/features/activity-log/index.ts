export { activityLogFeature } from './feature';
export {
  activityLogRetentionHandler,
  activityLogRetentionJob,
  scheduleActivityLogRetention,
} from './activity-log-retention';
export { activityLogDemoParts } from './seed/seed-activity-log';
