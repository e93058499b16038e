import { createServer } from 'node:net';
import { startLocalIdp } from '@partner-insights/local-idp';
import { startBuiltPortal } from '../../../scripts/lib/built-portal.mjs';

const CLIENT_ID = 'partner-insights';
const CLIENT_SECRET = 'a secret of the journeys';

/** A port nobody listens on now, for the portal the provider must know before it starts. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** A local identity provider and a portal pointed at it by the README's three variables; `stop` ends both. */
export async function startSingleSignOnPortal() {
  const port = await freePort();
  const idp = await startLocalIdp({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    portalOrigins: [`http://localhost:${port}`],
  });
  const portal = await startBuiltPortal({
    PORT: String(port),
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
  }).catch(async (error: unknown) => {
    await idp.close();
    throw error;
  });
  return {
    port,
    stop: async () => {
      await portal.stop();
      await idp.close();
    },
  };
}
