export { DEMO_ACCOUNTS, DEMO_PASSWORD, type IdpAccount } from './accounts';
export { startLocalIdp, type LocalIdp, type LocalIdpOptions } from './local-idp';
