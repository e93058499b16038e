// The knowledge bases (/knowledgeBase/...): the full one of charter users, the basic one, and the search. Its pages
// load with their routes (routes/routeTable.ts) and make the area's store when they first need it.
export { articlePath } from './components/articlePath';
