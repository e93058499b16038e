import { SESSION_ERROR_MESSAGES } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { redirectForUnauthorized } from './sessionRouting';

describe('redirectForUnauthorized', () => {
  it.each([SESSION_ERROR_MESSAGES.invalidToken, SESSION_ERROR_MESSAGES.missingToken, SESSION_ERROR_MESSAGES.expired])(
    'signs in again to the launch list after "%s"',
    (message) => {
      expect(redirectForUnauthorized(message)).toEqual({ to: 'login', lastUrl: '/apps' });
    },
  );

  it('signs out after inactivity', () => {
    expect(redirectForUnauthorized(SESSION_ERROR_MESSAGES.inactive)).toEqual({ to: 'logout' });
  });

  it('signs in again to the current page after any other refusal', () => {
    expect(redirectForUnauthorized('Unauthorized')).toEqual({ to: 'login', lastUrl: null });
  });
});
