import type { Locale } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../platform/mail/render-mail';
import { accessApprovedMail, accessRejectedMail, type AccessDecisionMailParams } from './access-decision-mail';

const params: AccessDecisionMailParams = {
  firstName: 'Ana',
  products: ['Report Builder', 'Channel Insights'],
  endDate: '2027-03-31',
  note: '',
  linkUrl: 'http://localhost:3000/apps',
};

const approved = (locale: Locale, changes: Partial<AccessDecisionMailParams> = {}) =>
  renderMail(accessApprovedMail.languages[locale]({ ...params, ...changes }), locale);
const rejected = (locale: Locale, changes: Partial<AccessDecisionMailParams> = {}) =>
  renderMail(accessRejectedMail.languages[locale]({ ...params, endDate: null, ...changes }), locale);

describe('the access decision mails', () => {
  it('tell of an approval: the products, the last day and the way to the apps', () => {
    const { subject, text } = approved('en-US');
    expect(subject).toBe('Your Partner Insights access request was approved');
    expect(text).toContain('you now have access to Report Builder and Channel Insights.');
    expect(text).toContain('This access ends after March 31, 2027.');
    expect(text).toContain('Go to your apps: http://localhost:3000/apps');
    expect(approved('en-US', { endDate: null }).text).not.toContain('ends after');
  });

  it('tell of a rejection: the products, the approver’s note and the way to support', () => {
    const { subject, text } = rejected('en-US', {
      note: 'Use the shared reports',
      linkUrl: 'http://localhost:3000/support',
    });
    expect(subject).toBe('Your Partner Insights access request was not approved');
    expect(text).toContain('Your request for access to Report Builder and Channel Insights was not approved.');
    expect(text).toContain('Note from the approver: Use the shared reports');
    expect(text).toContain('http://localhost:3000/support');
    expect(rejected('en-US').text).not.toContain('Note from the approver');
  });

  it('are written in the requester’s language, dates and lists included', () => {
    expect(approved('es-MX').text).toContain('ahora tiene acceso a Report Builder y Channel Insights.');
    expect(approved('es-MX').text).toContain('31 de marzo de 2027');
    expect(approved('fr-CA').text).toContain('vous avez maintenant accès à Report Builder et Channel Insights.');
    expect(approved('fr-CA').text).toContain('31 mars 2027');
    expect(rejected('fr-CA', { note: 'Non' }).text).toContain('Note de l’approbateur\u00a0: Non');
  });

  it('go without a link when the portal’s address is unknown', () => {
    expect(approved('en-US', { linkUrl: null }).text).not.toContain('http');
  });
});
