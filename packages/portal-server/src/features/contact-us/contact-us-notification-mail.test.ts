import { describe, expect, it } from 'vitest';
import { renderMail } from '../../platform/mail/render-mail';
import { contactUsNotificationMail, type ContactUsNotificationParams } from './contact-us-notification-mail';

const params: ContactUsNotificationParams = {
  market: 'MX',
  requestId: '0195f2a4-6d3c-7000-8000-000000000001',
  fields: [
    ['firstName', 'Ana'],
    ['companyName', 'Nopal Foods'],
    ['accountType', 25],
    ['onBehalfOfSomeoneElse', true],
    ['contactEmail', 'luis@nopal-foods.test'],
  ],
  attachment: { fileName: 'captura.png', bytes: 1_048_576 },
};

const rendered = (locale: 'en-US' | 'es-MX' | 'fr-CA') =>
  renderMail(contactUsNotificationMail.languages[locale](params), locale);

describe('the contact-us notification', () => {
  it('lists the request’s id, every field filled in and the attachment, in English', () => {
    const { subject, text } = rendered('en-US');
    expect(subject).toBe('Contact us: Nopal Foods (MX)');
    expect(text).toBe(
      [
        'A contact-us request from the MX site.',
        '',
        'Request ID: 0195f2a4-6d3c-7000-8000-000000000001',
        'First name: Ana',
        'Company name: Nopal Foods',
        'Account type: 25',
        'Submit on behalf of someone else: Yes',
        'Contact’s email: luis@nopal-foods.test',
        'Attachment: captura.png (1,048,576 bytes)',
        '',
      ].join('\n'),
    );
  });

  it('is written in Spanish and in French as well, numbers formatted for each', () => {
    const spanish = rendered('es-MX');
    expect(spanish.subject).toBe('Contáctenos: Nopal Foods (MX)');
    expect(spanish.text).toContain('Enviar en nombre de otra persona: Sí\n');
    expect(spanish.text).toContain('Archivo adjunto: captura.png (1,048,576 bytes)\n');
    const french = rendered('fr-CA');
    expect(french.subject).toBe('Nous joindre\u00a0: Nopal Foods (MX)');
    expect(french.text).toContain('Nom de l’entreprise\u00a0: Nopal Foods\n');
    expect(french.text).toContain('Pièce jointe\u00a0: captura.png (1\u00a0048\u00a0576 octets)\n');
  });
});
