import { DEFAULT_PRODUCT_NAME, type Locale } from '@partner-insights/contracts';
import type { MailBlock, MailContent, MailTemplate } from '../../platform/mail';

export type AccessDecisionMailParams = {
  readonly firstName: string;
  /** The requested products' titles, in the requester's language. */
  readonly products: readonly string[];
  /** An approval's last day of access (YYYY-MM-DD); null for no end, and for a rejection. */
  readonly endDate: string | null;
  /** The approver's note; '' for none. */
  readonly note: string;
  /** The launch list after an approval, the support page after a rejection; null when the portal's address is unknown. */
  readonly linkUrl: string | null;
};

interface DecisionWords {
  greeting(firstName: string): string;
  approvedSubject: string;
  approved(products: string): string;
  endsAfter(date: string): string;
  appsLink: string;
  rejectedSubject: string;
  rejected(products: string): string;
  noteLabel: string;
  supportHint: string;
  supportLink: string;
}

const WORDS: Readonly<Record<Locale, DecisionWords>> = {
  'en-US': {
    greeting: (firstName) => `Hello ${firstName},`,
    approvedSubject: `Your ${DEFAULT_PRODUCT_NAME} access request was approved`,
    approved: (products) => `Your request was approved: you now have access to ${products}.`,
    endsAfter: (date) => `This access ends after ${date}.`,
    appsLink: 'Go to your apps',
    rejectedSubject: `Your ${DEFAULT_PRODUCT_NAME} access request was not approved`,
    rejected: (products) => `Your request for access to ${products} was not approved.`,
    noteLabel: 'Note from the approver',
    supportHint: 'If you have questions, contact support.',
    supportLink: 'Contact support',
  },
  'es-MX': {
    greeting: (firstName) => `Hola, ${firstName}:`,
    approvedSubject: `Su solicitud de acceso a ${DEFAULT_PRODUCT_NAME} fue aprobada`,
    approved: (products) => `Su solicitud fue aprobada: ahora tiene acceso a ${products}.`,
    endsAfter: (date) => `Este acceso termina después del ${date}.`,
    appsLink: 'Ir a sus aplicaciones',
    rejectedSubject: `Su solicitud de acceso a ${DEFAULT_PRODUCT_NAME} no fue aprobada`,
    rejected: (products) => `Su solicitud de acceso a ${products} no fue aprobada.`,
    noteLabel: 'Nota del aprobador',
    supportHint: 'Si tiene preguntas, comuníquese con soporte.',
    supportLink: 'Contactar a soporte',
  },
  'fr-CA': {
    greeting: (firstName) => `Bonjour ${firstName},`,
    approvedSubject: `Votre demande d’accès à ${DEFAULT_PRODUCT_NAME} a été approuvée`,
    approved: (products) => `Votre demande a été approuvée\u00a0: vous avez maintenant accès à ${products}.`,
    endsAfter: (date) => `Cet accès prend fin après le ${date}.`,
    appsLink: 'Aller à vos applications',
    rejectedSubject: `Votre demande d’accès à ${DEFAULT_PRODUCT_NAME} n’a pas été approuvée`,
    rejected: (products) => `Votre demande d’accès à ${products} n’a pas été approuvée.`,
    noteLabel: 'Note de l’approbateur',
    supportHint: 'Si vous avez des questions, communiquez avec le soutien.',
    supportLink: 'Communiquer avec le soutien',
  },
};

const listIn = (locale: Locale, items: readonly string[]) =>
  new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);

const dateIn = (locale: Locale, isoDate: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

const linkTo = (text: string, url: string | null): MailBlock[] => (url ? [{ link: { text, url } }] : []);

const approvedIn =
  (locale: Locale) =>
  ({ firstName, products, endDate, note, linkUrl }: AccessDecisionMailParams): MailContent => {
    const words = WORDS[locale];
    return {
      subject: words.approvedSubject,
      body: [
        { paragraph: words.greeting(firstName) },
        { paragraph: words.approved(listIn(locale, products)) },
        ...(endDate ? [{ paragraph: words.endsAfter(dateIn(locale, endDate)) }] : []),
        ...(note ? [{ fields: [[words.noteLabel, note]] as const }] : []),
        ...linkTo(words.appsLink, linkUrl),
      ],
    };
  };

const rejectedIn =
  (locale: Locale) =>
  ({ firstName, products, note, linkUrl }: AccessDecisionMailParams): MailContent => {
    const words = WORDS[locale];
    return {
      subject: words.rejectedSubject,
      body: [
        { paragraph: words.greeting(firstName) },
        { paragraph: words.rejected(listIn(locale, products)) },
        ...(note ? [{ fields: [[words.noteLabel, note]] as const }] : []),
        { paragraph: words.supportHint },
        ...linkTo(words.supportLink, linkUrl),
      ],
    };
  };

/** Tells a requester their access request was approved: the products, the end date if any, and the launch list. */
export const accessApprovedMail: MailTemplate<AccessDecisionMailParams> = {
  name: 'access-request-approved',
  languages: { 'en-US': approvedIn('en-US'), 'es-MX': approvedIn('es-MX'), 'fr-CA': approvedIn('fr-CA') },
};

/** Tells a requester their access request was rejected: the products, the approver's note if any, and support. */
export const accessRejectedMail: MailTemplate<AccessDecisionMailParams> = {
  name: 'access-request-rejected',
  languages: { 'en-US': rejectedIn('en-US'), 'es-MX': rejectedIn('es-MX'), 'fr-CA': rejectedIn('fr-CA') },
};
