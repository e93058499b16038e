// Background jobs: enqueued in the caller's transaction, run by a worker in every server process.
export type { JobKind } from './job-kind';
export { createJobQueue, type EnqueueOptions, type JobQueue } from './job-queue';
export { JobHandlers, type JobContext, type JobHandler, type JobRun } from './job-handlers';
export { startJobWorker, type JobWorker, type JobWorkerOptions } from './job-worker';
export { jobs } from './jobs.schema';
