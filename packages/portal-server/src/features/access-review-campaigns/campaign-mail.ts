import { DEFAULT_PRODUCT_NAME, type Locale } from '@partner-insights/contracts';
import type { MailContent, MailTemplate } from '../../platform/mail';

export type AccessReviewMailParams = {
  readonly firstName: string;
  readonly companyName: string;
  /** The day (YYYY-MM-DD) by which the review must be completed. */
  readonly dueDate: string;
  /** Days left for a reminder; null for the message that opens the review. */
  readonly daysLeft: number | null;
};

interface ReviewWords {
  subject: string;
  reminderSubject(daysLeft: number): string;
  greeting(firstName: string): string;
  request(companyName: string, dueDate: string): string;
  consequence: string;
  howTo: string;
}

const WORDS: Readonly<Record<Locale, ReviewWords>> = {
  'en-US': {
    subject: `Review who has access to ${DEFAULT_PRODUCT_NAME}`,
    reminderSubject: (daysLeft) =>
      daysLeft === 1
        ? 'Reminder: one day left to complete the user access audit'
        : `Reminder: ${daysLeft} days left to complete the user access audit`,
    greeting: (firstName) => `Hello ${firstName},`,
    request: (companyName, dueDate) => `Complete the user access audit of ${companyName} by ${dueDate}.`,
    consequence: 'If it is not completed by then, all users of the company except its admins will lose access.',
    howTo:
      'Sign in, open the audit from the banner, decide for each user whether to keep or remove them, then confirm.',
  },
  'es-MX': {
    subject: `Revise quién tiene acceso a ${DEFAULT_PRODUCT_NAME}`,
    reminderSubject: (daysLeft) =>
      daysLeft === 1
        ? 'Recordatorio: queda un día para completar la auditoría de acceso de usuarios'
        : `Recordatorio: quedan ${daysLeft} días para completar la auditoría de acceso de usuarios`,
    greeting: (firstName) => `Hola, ${firstName}:`,
    request: (companyName, dueDate) =>
      `Complete la auditoría de acceso de usuarios de ${companyName} a más tardar el ${dueDate}.`,
    consequence:
      'Si no se completa para entonces, todos los usuarios de la empresa, excepto sus administradores, perderán el acceso.',
    howTo:
      'Inicie sesión, abra la auditoría desde el aviso, decida si conserva o retira a cada usuario y luego confirme.',
  },
  'fr-CA': {
    subject: `Vérifiez qui a accès à ${DEFAULT_PRODUCT_NAME}`,
    reminderSubject: (daysLeft) =>
      daysLeft === 1
        ? 'Rappel\u00a0: il reste un jour pour terminer l’audit des accès'
        : `Rappel\u00a0: il reste ${daysLeft} jours pour terminer l’audit des accès`,
    greeting: (firstName) => `Bonjour ${firstName},`,
    request: (companyName, dueDate) =>
      `Terminez l’audit des accès des utilisateurs de ${companyName} d’ici le ${dueDate}.`,
    consequence:
      'S’il n’est pas terminé à cette date, tous les utilisateurs de l’entreprise, sauf ses administrateurs, perdront leur accès.',
    howTo:
      'Connectez-vous, ouvrez l’audit depuis la bannière, décidez de conserver ou de retirer chaque utilisateur, puis confirmez.',
  },
};

const dateIn = (locale: Locale, isoDate: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

const reviewIn =
  (locale: Locale) =>
  ({ firstName, companyName, dueDate, daysLeft }: AccessReviewMailParams): MailContent => {
    const words = WORDS[locale];
    return {
      subject: daysLeft === null ? words.subject : words.reminderSubject(daysLeft),
      body: [
        { paragraph: words.greeting(firstName) },
        { paragraph: words.request(companyName, dateIn(locale, dueDate)) },
        { paragraph: words.consequence },
        { paragraph: words.howTo },
      ],
    };
  };

/** Asks a company's admin to complete an access review by its due date, when it opens and as a reminder. */
export const accessReviewMail: MailTemplate<AccessReviewMailParams> = {
  name: 'access-review-requested',
  languages: { 'en-US': reviewIn('en-US'), 'es-MX': reviewIn('es-MX'), 'fr-CA': reviewIn('fr-CA') },
};
