export { accessReviewCampaignsFeature } from './feature';
export { campaignDeadlineHandler, campaignDeadlineJob, campaignMailHandler, campaignMailJob } from './campaign-jobs';
export { accessReviewCampaignDemoParts } from './seed/seed-campaign';
