export { globalUsersFeature } from './feature';
export { userOrgProfiles } from './global-users.schema';
export { generatedUsersPart } from './seed/seed-global-users';
export { GENERATED_USER_COUNT } from './seed/generated-users';
