import { DEFAULT_PRODUCT_NAME, INVITATION_LIFETIME_DAYS, type Locale, type Market } from '@partner-insights/contracts';
import type { MailContent, MailTemplate } from '../../platform/mail';

/** The language an invitation is written in: the market's language of the site the admin invited from. */
export const MARKET_LANGUAGE: Readonly<Record<Market, Locale>> = { US: 'en-US', MX: 'es-MX', CA: 'fr-CA' };

export type InvitationMailParams = {
  readonly firstName: string;
  readonly companyName: string;
  /** The registration page with the link's token. */
  readonly registrationUrl: string;
};

interface InvitationWords {
  subject: string;
  greeting(firstName: string): string;
  invited(companyName: string): string;
  link: string;
  expiry(days: number): string;
}

const WORDS: Readonly<Record<Locale, InvitationWords>> = {
  'en-US': {
    subject: `You are invited to ${DEFAULT_PRODUCT_NAME}`,
    greeting: (firstName) => `Hello ${firstName},`,
    invited: (companyName) =>
      `${companyName} has invited you to ${DEFAULT_PRODUCT_NAME}. To create your account, open the link below and complete your registration.`,
    link: 'Complete your registration',
    expiry: (days) =>
      `The link works once, within ${days} days. If it has expired, ask your administrator for a new one.`,
  },
  'es-MX': {
    subject: `Le invitaron a ${DEFAULT_PRODUCT_NAME}`,
    greeting: (firstName) => `Hola, ${firstName}:`,
    invited: (companyName) =>
      `${companyName} le invitó a ${DEFAULT_PRODUCT_NAME}. Para crear su cuenta, abra el siguiente enlace y complete su registro.`,
    link: 'Completar su registro',
    expiry: (days) =>
      `El enlace funciona una sola vez, durante ${days} días. Si ya venció, pida uno nuevo a su administrador.`,
  },
  'fr-CA': {
    subject: `Vous êtes invité à ${DEFAULT_PRODUCT_NAME}`,
    greeting: (firstName) => `Bonjour ${firstName},`,
    invited: (companyName) =>
      `${companyName} vous invite à ${DEFAULT_PRODUCT_NAME}. Pour créer votre compte, ouvrez le lien ci-dessous et terminez votre inscription.`,
    link: 'Terminer votre inscription',
    expiry: (days) =>
      `Le lien ne fonctionne qu’une fois, dans les ${days}\u00a0jours. S’il a expiré, demandez-en un nouveau à votre administrateur.`,
  },
};

const inLanguage =
  (locale: Locale) =>
  ({ firstName, companyName, registrationUrl }: InvitationMailParams): MailContent => {
    const words = WORDS[locale];
    return {
      subject: words.subject,
      body: [
        { paragraph: words.greeting(firstName) },
        { paragraph: words.invited(companyName) },
        { link: { text: words.link, url: registrationUrl } },
        { paragraph: words.expiry(INVITATION_LIFETIME_DAYS) },
      ],
    };
  };

/** Invites a person an admin added to complete their registration, with a single-use, expiring link. */
export const invitationMail: MailTemplate<InvitationMailParams> = {
  name: 'user-invitation',
  languages: { 'en-US': inLanguage('en-US'), 'es-MX': inLanguage('es-MX'), 'fr-CA': inLanguage('fr-CA') },
};
