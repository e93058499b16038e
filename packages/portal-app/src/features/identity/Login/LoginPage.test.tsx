import { errorEnvelope } from '@partner-insights/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/renderApp';
import { users } from '../../../testing/userFixtures';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

function signIn(email: string, password: string): void {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('sends a visitor of a private page to sign in, then back to that page', async () => {
    let signedIn = false;
    renderApp('/knowledgeBase/home', {
      fixtures: {
        'GET /api/auth-status': () => ({ body: { authenticated: signedIn } }),
        'POST /api/auth/login': () => {
          signedIn = true;
          return { body: { authenticated: true } };
        },
        'GET /api/v1/identity/user-context': { body: users.regularUser },
      },
    });

    await screen.findByRole('heading', { name: 'Sign in to Partner Insights' });
    await waitFor(() => expect(document.title).toBe('Sign in - Partner Insights'));
    signIn('user@acme-foods.test', 'demo-password');

    expect(await screen.findByRole('heading', { name: 'Knowledge base' })).toBeTruthy();
  });

  it('shows the refusal in an alert', async () => {
    renderApp('/login', {
      fixtures: { 'POST /api/auth/login': { status: 401, body: errorEnvelope(401, 'Invalid email or password') } },
    });

    await screen.findByRole('heading', { name: 'Sign in to Partner Insights' });
    signIn('user@acme-foods.test', 'wrong');

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
  });

  it('sends a signed-in user on to lastUrl at once', async () => {
    renderApp('/login?lastUrl=%2Fprofile', { user: users.regularUser });

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
  });

  it('shows the login failure page when the user cannot be loaded', async () => {
    renderApp('/apps', {
      fixtures: {
        'GET /api/auth-status': { body: { authenticated: true } },
        'GET /api/v1/identity/user-context': { status: 500, body: errorEnvelope(500, 'down') },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Something went wrong on our end' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Return to Login' }).getAttribute('href')).toBe('/logout');
    expect(main.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('/support');
  });
});
