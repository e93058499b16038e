import { DEFAULT_PRODUCT_NAME, PASSWORD_RESET_LINK_LIFETIME_MINUTES, type Locale } from '@partner-insights/contracts';
import type { MailContent, MailTemplate } from '../../platform/mail';

export type PasswordResetMailParams = {
  readonly firstName: string;
  /** The reset page with the link's token. */
  readonly resetUrl: string;
};

interface ResetWords {
  subject: string;
  greeting(firstName: string): string;
  request(minutes: number): string;
  link: string;
  ignore: string;
}

const WORDS: Readonly<Record<Locale, ResetWords>> = {
  'en-US': {
    subject: `Reset your ${DEFAULT_PRODUCT_NAME} password`,
    greeting: (firstName) => `Hello ${firstName},`,
    request: (minutes) =>
      `We received a request to reset the password of your ${DEFAULT_PRODUCT_NAME} account. To choose a new password, open the link below. It works once, within ${minutes} minutes.`,
    link: 'Reset your password',
    ignore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
  },
  'es-MX': {
    subject: `Restablezca su contraseña de ${DEFAULT_PRODUCT_NAME}`,
    greeting: (firstName) => `Hola, ${firstName}:`,
    request: (minutes) =>
      `Recibimos una solicitud para restablecer la contraseña de su cuenta de ${DEFAULT_PRODUCT_NAME}. Para elegir una contraseña nueva, abra el siguiente enlace. Funciona una sola vez, durante ${minutes} minutos.`,
    link: 'Restablecer su contraseña',
    ignore: 'Si usted no lo solicitó, puede ignorar este correo: su contraseña seguirá igual.',
  },
  'fr-CA': {
    subject: `Réinitialisez votre mot de passe ${DEFAULT_PRODUCT_NAME}`,
    greeting: (firstName) => `Bonjour ${firstName},`,
    request: (minutes) =>
      `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${DEFAULT_PRODUCT_NAME}. Pour choisir un nouveau mot de passe, ouvrez le lien ci-dessous. Il ne fonctionne qu’une fois, dans les ${minutes} minutes.`,
    link: 'Réinitialiser votre mot de passe',
    ignore: 'Si vous n’avez rien demandé, ignorez ce courriel\u00a0: votre mot de passe reste le même.',
  },
};

const inLanguage =
  (locale: Locale) =>
  ({ firstName, resetUrl }: PasswordResetMailParams): MailContent => {
    const words = WORDS[locale];
    return {
      subject: words.subject,
      body: [
        { paragraph: words.greeting(firstName) },
        { paragraph: words.request(PASSWORD_RESET_LINK_LIFETIME_MINUTES) },
        { link: { text: words.link, url: resetUrl } },
        { paragraph: words.ignore },
      ],
    };
  };

/** Sends a user the single-use link that lets them choose a new password. */
export const passwordResetMail: MailTemplate<PasswordResetMailParams> = {
  name: 'password-reset',
  languages: { 'en-US': inLanguage('en-US'), 'es-MX': inLanguage('es-MX'), 'fr-CA': inLanguage('fr-CA') },
};
