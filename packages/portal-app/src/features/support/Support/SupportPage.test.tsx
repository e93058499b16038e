import { errorEnvelope } from '@partner-insights/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/renderApp';
import { users } from '../../../testing/userFixtures';
import { SUPPORT_CONFIGURATION_ROUTE, supportFixtures } from '../SupportForms/supportFixtures';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const renderSupport = (configuration: { status: number; body: unknown }) =>
  renderApp('/support', {
    user: users.regularUser,
    fixtures: supportFixtures({ [SUPPORT_CONFIGURATION_ROUTE]: configuration }),
  });

describe('SupportPage', () => {
  it('sends a reader whose support configuration call answered 401 to raise a ticket (spec portal-shell §4)', async () => {
    const { rootStore } = renderSupport({ status: 401, body: errorEnvelope(401, 'Session Expired') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Create a support ticket' })).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Create a support ticket - Partner Insights'));
    // The ticket page asks them to sign in again; the 401 of this call is the page's to route, not the session's.
    expect(screen.getByText('Sign in to create a ticket')).toBeDefined();
    expect(rootStore.session.redirect).toBeNull();
  });

  it('stays on the support page when the configuration fails otherwise', async () => {
    renderSupport({ status: 500, body: errorEnvelope(500, 'Down') });

    expect(await screen.findByRole('button', { name: 'Refresh page' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Support - Partner Insights'));
  });
});
