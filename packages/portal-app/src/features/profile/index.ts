// Profile and request access: the user's details and preferences, and internal users' requests for products.
// The pages load with their routes (routes/routeTable.ts).
export { ProfileStore } from './stores/ProfileStore';
