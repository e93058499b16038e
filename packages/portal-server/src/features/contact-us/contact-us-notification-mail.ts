import type { ContactUsRequest, Locale, Market } from '@partner-insights/contracts';
import type { MailContent, MailTemplate } from '../../platform/mail';

type KeysOfEach<Union> = Union extends unknown ? keyof Union : never;

/** Every field a contact-us request may carry, whichever way it is submitted. */
export type ContactUsField = KeysOfEach<ContactUsRequest>;

export type ContactUsNotificationParams = {
  readonly market: Market;
  readonly requestId: string;
  /** The fields filled in, in the form's order, as sent. */
  readonly fields: readonly (readonly [ContactUsField, string | number | boolean])[];
  readonly attachment: { readonly fileName: string; readonly bytes: number } | null;
};

interface NotificationWords {
  subject(companyName: string, market: Market): string;
  heading(market: Market): string;
  requestId: string;
  attachment: string;
  bytes(count: string): string;
  yes: string;
  no: string;
  labels: Readonly<Record<ContactUsField, string>>;
}

const WORDS: Readonly<Record<Locale, NotificationWords>> = {
  'en-US': {
    subject: (companyName, market) => `Contact us: ${companyName} (${market})`,
    heading: (market) => `A contact-us request from the ${market} site.`,
    requestId: 'Request ID',
    attachment: 'Attachment',
    bytes: (count) => `${count} bytes`,
    yes: 'Yes',
    no: 'No',
    labels: {
      accountType: 'Account type',
      firstName: 'First name',
      name: 'Name',
      primaryContactEmail: 'Primary contact email',
      contactPhone: 'Contact phone',
      companyName: 'Company name',
      issue: 'Issue',
      issueType: 'Issue type',
      subIssueType: 'Sub-issue type',
      supportType: 'Support type',
      description: 'Description',
      onBehalfOfSomeoneElse: 'Submit on behalf of someone else',
      contactFirstName: 'Contact’s first name',
      contactLastName: 'Contact’s last name',
      contactEmail: 'Contact’s email',
    },
  },
  'es-MX': {
    subject: (companyName, market) => `Contáctenos: ${companyName} (${market})`,
    heading: (market) => `Una solicitud de contacto desde el sitio de ${market}.`,
    requestId: 'ID de la solicitud',
    attachment: 'Archivo adjunto',
    bytes: (count) => `${count} bytes`,
    yes: 'Sí',
    no: 'No',
    labels: {
      accountType: 'Tipo de cuenta',
      firstName: 'Nombre',
      name: 'Apellidos',
      primaryContactEmail: 'Correo de contacto principal',
      contactPhone: 'Teléfono de contacto',
      companyName: 'Nombre de la empresa',
      issue: 'Problema',
      issueType: 'Tipo de problema',
      subIssueType: 'Subtipo de problema',
      supportType: 'Tipo de soporte',
      description: 'Descripción',
      onBehalfOfSomeoneElse: 'Enviar en nombre de otra persona',
      contactFirstName: 'Nombre del contacto',
      contactLastName: 'Apellido del contacto',
      contactEmail: 'Correo del contacto',
    },
  },
  'fr-CA': {
    subject: (companyName, market) => `Nous joindre\u00a0: ${companyName} (${market})`,
    heading: (market) => `Une demande reçue par le formulaire «\u00a0Nous joindre\u00a0» du site ${market}.`,
    requestId: 'Numéro de la demande',
    attachment: 'Pièce jointe',
    bytes: (count) => `${count} octets`,
    yes: 'Oui',
    no: 'Non',
    labels: {
      accountType: 'Type de compte',
      firstName: 'Prénom',
      name: 'Nom',
      primaryContactEmail: 'Courriel du contact principal',
      contactPhone: 'Téléphone du contact',
      companyName: 'Nom de l’entreprise',
      issue: 'Problème',
      issueType: 'Type de problème',
      subIssueType: 'Sous-type de problème',
      supportType: 'Type de soutien',
      description: 'Description du besoin',
      onBehalfOfSomeoneElse: 'Soumettre au nom d’une autre personne',
      contactFirstName: 'Prénom de la personne',
      contactLastName: 'Nom de famille de la personne',
      contactEmail: 'Courriel de la personne',
    },
  },
};

/** The message in one language: the request's id (by which its attachment is found), then every field, one a line. */
const inLanguage =
  (locale: Locale) =>
  ({ market, requestId, fields, attachment }: ContactUsNotificationParams): MailContent => {
    const words = WORDS[locale];
    const shown = (value: string | number | boolean) =>
      typeof value === 'boolean' ? (value ? words.yes : words.no) : String(value);
    const companyName = fields.find(([field]) => field === 'companyName')?.[1];
    return {
      subject: words.subject(String(companyName ?? ''), market),
      body: [
        { paragraph: words.heading(market) },
        {
          fields: [
            [words.requestId, requestId],
            ...fields.map(([field, value]) => [words.labels[field], shown(value)] as const),
            ...(attachment
              ? [
                  [
                    words.attachment,
                    `${attachment.fileName} (${words.bytes(attachment.bytes.toLocaleString(locale))})`,
                  ] as const,
                ]
              : []),
          ],
        },
      ],
    };
  };

/** Tells the support desk what a contact-us form sent. */
export const contactUsNotificationMail: MailTemplate<ContactUsNotificationParams> = {
  name: 'contact-us-notification',
  languages: { 'en-US': inLanguage('en-US'), 'es-MX': inLanguage('es-MX'), 'fr-CA': inLanguage('fr-CA') },
};
