// Contact us (/contactUs): anyone writes to the support desk, with the support area's forms. The page loads with
// its route (routes/routeTable.ts); nothing here is for other features.
export {};
