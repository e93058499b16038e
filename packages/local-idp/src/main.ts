import { startLocalIdp } from './local-idp';

/** `pnpm idp`: the provider the README's three variables point the portal at. */
const port = Number(process.env.IDP_PORT ?? 4000);
const portalUrl = new URL(process.env.PORTAL_URL ?? 'http://localhost:3000');
const clientId = process.env.OIDC_CLIENT_ID ?? 'partner-insights';
const clientSecret = process.env.OIDC_CLIENT_SECRET ?? 'local-idp-secret';
const marketOrigins = ['us', 'mx', 'ca'].map((market) => `${portalUrl.protocol}//${market}.${portalUrl.host}`);

const idp = await startLocalIdp({
  port,
  clientId,
  clientSecret,
  portalOrigins: [portalUrl.origin, ...(portalUrl.hostname === 'localhost' ? marketOrigins : [])],
});
console.log(`Local identity provider on ${idp.issuer}. Start the portal with:

  OIDC_ISSUER=${idp.issuer} OIDC_CLIENT_ID=${clientId} OIDC_CLIENT_SECRET=${clientSecret} pnpm start

Every demo account signs in with the password demo-password.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void idp.close().then(() => process.exit(0)));
}
