// Registration from an invitation link: its page loads with its route (routes/routeTable.ts), and its store is made
// when the page first needs it. Nothing of it is used elsewhere.
export {};
