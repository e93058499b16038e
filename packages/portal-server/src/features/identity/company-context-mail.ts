import { DEFAULT_PRODUCT_NAME, type Locale } from '@partner-insights/contracts';
import type { MailContent, MailTemplate } from '../../platform/mail';

export type CompanyContextMailParams = {
  readonly firstName: string;
  readonly companyName: string;
  /** The super admin's name and login id. */
  readonly superAdmin: string;
  readonly reason: string;
};

interface ContextWords {
  subject(companyName: string): string;
  greeting(firstName: string): string;
  started(superAdmin: string, companyName: string): string;
  reasonLabel: string;
  recorded: string;
}

const WORDS: Readonly<Record<Locale, ContextWords>> = {
  'en-US': {
    subject: (companyName) => `A ${DEFAULT_PRODUCT_NAME} super admin is acting for ${companyName}`,
    greeting: (firstName) => `Hello ${firstName},`,
    started: (superAdmin, companyName) =>
      `${superAdmin}, a super admin of ${DEFAULT_PRODUCT_NAME}, started acting for ${companyName}.`,
    reasonLabel: 'Reason',
    recorded: 'Everything they change is recorded in your company’s activity log under their name.',
  },
  'es-MX': {
    subject: (companyName) => `Un superadministrador de ${DEFAULT_PRODUCT_NAME} está actuando por ${companyName}`,
    greeting: (firstName) => `Hola, ${firstName}:`,
    started: (superAdmin, companyName) =>
      `${superAdmin}, superadministrador de ${DEFAULT_PRODUCT_NAME}, comenzó a actuar por ${companyName}.`,
    reasonLabel: 'Motivo',
    recorded: 'Todo lo que cambie queda registrado con su nombre en el registro de actividad de su empresa.',
  },
  'fr-CA': {
    subject: (companyName) => `Un superadministrateur de ${DEFAULT_PRODUCT_NAME} agit pour ${companyName}`,
    greeting: (firstName) => `Bonjour ${firstName},`,
    started: (superAdmin, companyName) =>
      `${superAdmin}, superadministrateur de ${DEFAULT_PRODUCT_NAME}, a commencé à agir pour ${companyName}.`,
    reasonLabel: 'Raison',
    recorded: 'Tout ce qu’il modifie est consigné à son nom dans le journal d’activité de votre entreprise.',
  },
};

const contentIn =
  (locale: Locale) =>
  ({ firstName, companyName, superAdmin, reason }: CompanyContextMailParams): MailContent => {
    const words = WORDS[locale];
    return {
      subject: words.subject(companyName),
      body: [
        { paragraph: words.greeting(firstName) },
        { paragraph: words.started(superAdmin, companyName) },
        { fields: [[words.reasonLabel, reason]] },
        { paragraph: words.recorded },
      ],
    };
  };

/** Tells a company's admins that a super admin started acting for their company, and why. */
export const companyContextMail: MailTemplate<CompanyContextMailParams> = {
  name: 'company-context-set',
  languages: { 'en-US': contentIn('en-US'), 'es-MX': contentIn('es-MX'), 'fr-CA': contentIn('fr-CA') },
};
