export { accessReviewFeature } from './feature';
export { accessLapseHandler, accessLapseJob } from './access-lapse-job';
export { accessReviewDemoParts } from './seed/seed-access-review';
export { demoRequesters } from './seed/access-review-demo-data';
export { createAccessRequestListService, type AccessRequestListService } from './access-request-list-service';
export { accessAudits, accessReviewDecisions } from './access-review.schema';
export { blockUsers } from './block-users';
export { startOfDayAfter, utcDayOf } from './calendar-days';
