// Access reviews: the super admin's campaigns (/accessReviews) and a company's review of its users
// (/admin/accessReview). The pages load with their routes (routes/routeTable.ts); their stores are made on demand
// (RootStore.areaStore).
export {};
