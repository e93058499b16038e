// Report Builder's entry in the portal (/reportbuilder): launches the product for a reader with access, otherwise
// tells its story and how to get access. The page loads with its route (routes/routeTable.ts).
export {};
