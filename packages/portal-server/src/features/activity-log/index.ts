export { activityLogFeature } from './feature';
export {
  activityLogRetentionHandler,
  activityLogRetentionJob,
  scheduleActivityLogRetention,
} from './activity-log-retention';
