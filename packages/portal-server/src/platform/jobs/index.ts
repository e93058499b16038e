export type { JobKind } from './job-kind';
export { createJobQueue, DEFAULT_MAX_ATTEMPTS, type EnqueueOptions, type JobQueue } from './job-queue';
export { JobHandlers, type JobContext, type JobHandler, type JobRun } from './job-handlers';
export { DEFAULT_JOB_WORKER, startJobWorker, type JobWorker, type JobWorkerOptions } from './job-worker';
export { jobs, type JobRow, type JobStatus } from './jobs.schema';
