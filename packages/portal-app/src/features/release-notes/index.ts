// The release notes (/releaseNotes, /releaseNotes/article; US only). Its pages load with their routes.
export { releaseNotePath } from './releaseNotePath';
