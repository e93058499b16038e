// Support and tickets: the support page, raising a ticket, tracking tickets and their conversations. The pages
// load with their routes (routes/routeTable.ts); the area's stores are made on demand (RootStore.areaStore).
// The support forms serve contact us as well.
export { SubmissionConfirmation } from './SupportForms/SubmissionConfirmation';
export { ConfiguredSupportForm } from './SupportForms/ConfiguredSupportForm';
export { contactUsFormDescription } from './SupportForms/supportFormFields';
export { createSupportStore, type SupportStore } from './stores/SupportStore';
