// The legal and public pages (/, /articles/insights, /terms, /privacyPolicy, /dataSharingAddendum), from the content
// folder. Its pages load with their routes (routes/routeTable.ts).
export { termsPath } from './termsPath';
