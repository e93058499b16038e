import * as oidc from 'openid-client';
import type { SingleSignOnSettings } from '../../../config';

/** Plain http is only ever allowed to a provider on this machine (the local one of `pnpm idp`). */
const isLoopbackHttp = (issuer: URL) =>
  issuer.protocol === 'http:' &&
  (issuer.hostname === 'localhost' || issuer.hostname.endsWith('.localhost') || issuer.hostname === '127.0.0.1');

/**
 * The provider's configuration from its discovery document, fetched at first use and kept; a failed discovery is
 * not kept, so the next sign-in tries again once the provider is back. Signing keys are fetched by the client as
 * ID tokens name them (and again when a provider rotates them).
 */
export function providerConfiguration({ issuer, clientId, clientSecret }: SingleSignOnSettings) {
  let discovered: Promise<oidc.Configuration> | undefined;
  return (): Promise<oidc.Configuration> => {
    discovered ??= oidc
      .discovery(
        issuer,
        clientId,
        undefined,
        clientSecret === undefined ? oidc.None() : oidc.ClientSecretBasic(clientSecret),
        isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
}
