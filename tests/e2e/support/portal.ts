import { test as base } from '@playwright/test';

/** Where globalSetup started the portal; `marketUrl('mx')` is the same server under the MX market's host. */
export const portalPort = (): string => {
  const port = process.env.PORTAL_E2E_PORT;
  if (!port) throw new Error('PORTAL_E2E_PORT is not set: run the journeys through `playwright test`.');
  return port;
};

export const marketUrl = (market?: 'us' | 'mx' | 'ca'): string =>
  `http://${market ? `${market}.` : ''}localhost:${portalPort()}`;

export const test = base.extend({
  baseURL: async ({}, use) => use(marketUrl()),
});

export { expect } from '@playwright/test';
