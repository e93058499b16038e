import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type IdpAccount } from './accounts';
import { loginPage, logoutPage, signedOutPage } from './login-page';
import { readForm } from './request-form';

export interface LocalIdpOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /** The interface to listen on, and the issuer's host name. */
  readonly host?: string;
  readonly clientId: string;
  /** Unset: a public client, which authenticates with PKCE alone. */
  readonly clientSecret?: string;
  /** Origins the portal answers on: each may be returned to at `/api/login/callback` and, signed out, `/login`. */
  readonly portalOrigins: readonly string[];
  /** Whom the provider knows; the demo accounts unless given. */
  readonly accounts?: readonly IdpAccount[];
}

export interface LocalIdp {
  readonly issuer: string;
  /**
   * Has the next ID token the token endpoint issues rewritten and signed again with the provider's own key, as a
   * misbehaving or compromised provider would: tests of what the portal refuses.
   */
  tamperNextIdToken(change: (claims: JWTPayload) => JWTPayload): void;
  close(): Promise<void>;
}

const SIGNING_ALGORITHM = 'RS256';

/** Claims as OpenID Connect names them, from the account. */
const claimsOf = (account: IdpAccount) => ({
  sub: account.email,
  email: account.email,
  email_verified: account.emailVerified,
  given_name: account.givenName,
  family_name: account.familyName,
  name: `${account.givenName} ${account.familyName}`,
  groups: [...account.groups],
});

/**
 * A local OpenID provider (authorization code with PKCE, RP-initiated logout) with a sign-in form of its own that
 * checks the demo password: the portal's single sign-on walked on one machine, and the provider its tests run
 * against.
 */
export async function startLocalIdp({
  port = 0,
  host = 'localhost',
  clientId,
  clientSecret,
  portalOrigins,
  accounts = DEMO_ACCOUNTS,
}: LocalIdpOptions): Promise<LocalIdp> {
  const byEmail = new Map(accounts.map((account) => [account.email.toLowerCase(), account]));
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const signingKey: JWK = {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString('hex'),
    use: 'sig',
    alg: SIGNING_ALGORITHM,
  };

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, host === 'localhost' ? '127.0.0.1' : host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        ...(clientSecret ? { client_secret: clientSecret } : { token_endpoint_auth_method: 'none' }),
        redirect_uris: portalOrigins.map((origin) => `${origin}/api/login/callback`),
        post_logout_redirect_uris: portalOrigins.map((origin) => `${origin}/login`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, id) => {
      const account = byEmail.get(id);
      return account ? { accountId: id, claims: () => claimsOf(account) } : undefined;
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
      groups: ['groups'],
    },
    scopes: ['openid', 'email', 'profile', 'groups'],
    // The portal reads email and groups from the ID token, as Entra ID, Okta and Keycloak can be set to send them.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage();
        },
      },
    },
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    ttl: { IdToken: 600, AccessToken: 600, AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600 },
  };
  const provider = new Provider(issuer, configuration);

  let tamper: ((claims: JWTPayload) => JWTPayload) | undefined;
  const resign = async (idToken: string, change: (claims: JWTPayload) => JWTPayload) =>
    new SignJWT(change(decodeJwt(idToken)))
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: signingKey.kid, typ: 'JWT' })
      .sign(privateKey);

  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (ctx.path !== '/token' || !tamper || typeof body?.id_token !== 'string') return;
    const change = tamper;
    tamper = undefined;
    ctx.body = { ...body, id_token: await resign(body.id_token, change) };
  });
  provider.use((ctx, next) => interactions(provider, byEmail, ctx as KoaContextWithOIDC, next));

  server.on('request', provider.callback());
  return {
    issuer,
    tamperNextIdToken: (change) => {
      tamper = change;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const INTERACTION_PATH = /^\/interaction\/([\w-]+)(\/login)?$/;

/** The sign-in form and its check, and consent given at once: the portal is the provider's own client. */
async function interactions(
  provider: Provider,
  accounts: ReadonlyMap<string, IdpAccount>,
  ctx: KoaContextWithOIDC,
  next: () => Promise<unknown>,
): Promise<void> {
  const match = INTERACTION_PATH.exec(ctx.path);
  if (!match) {
    await next();
    return;
  }
  const details = await provider.interactionDetails(ctx.req, ctx.res);
  const clientName = String(details.params.client_id);
  ctx.set('Cache-Control', 'no-store');

  if (match[2] && ctx.method === 'POST') {
    const form = await readForm(ctx.req);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    if (!accounts.has(email) || form.get('password') !== DEMO_PASSWORD) {
      ctx.status = 401;
      ctx.type = 'html';
      ctx.body = loginPage(details.uid, clientName, 'Invalid email or password');
      return;
    }
    ctx.redirect(
      await provider.interactionResult(
        ctx.req,
        ctx.res,
        { login: { accountId: email } },
        { mergeWithLastSubmission: false },
      ),
    );
    return;
  }
  if (details.prompt.name === 'login') {
    ctx.type = 'html';
    ctx.body = loginPage(details.uid, clientName);
    return;
  }
  const grant = new provider.Grant({ accountId: details.session?.accountId ?? '', clientId: clientName });
  const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  const grantId = await grant.save();
  ctx.redirect(
    await provider.interactionResult(ctx.req, ctx.res, { consent: { grantId } }, { mergeWithLastSubmission: true }),
  );
}
