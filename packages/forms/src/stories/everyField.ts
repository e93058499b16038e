import * as v from 'valibot';

import { SUPPORT_ACCOUNT_TYPES, MAX_ATTACHMENT_BYTES } from '@partner-insights/contracts';

import type { FieldDescriptor } from '../fieldDescriptor';
import type { FormDescription } from '../formDescription';
import type { FormValues } from '../fieldValues';

/** The texts of the example form, per story language. */
export const everyFieldLabels = {
  'en-US': {
    accountType: 'Account type',
    supplier: 'Supplier',
    associate: 'Associate',
    firstName: 'First name',
    email: 'Primary contact email',
    emailHelp: 'We send ticket updates here.',
    phone: 'Call back number',
    supportType: 'Support type',
    products: 'Products',
    productsError: 'Select at least one product',
    description: 'Situation description',
    dates: 'When it happened',
    datesError: 'Select the dates it happened',
    attachment: 'Attachment',
    attachmentError: 'Attach a screenshot or an export',
    confirm: 'The details above are correct',
    confirmError: 'Confirm the details',
    updates: 'Email me when the ticket changes',
    aboutYou: 'About you',
    whatHappened: 'What happened',
    whatHappenedHelp: 'Tell us as much as you can: it helps us answer sooner.',
  },
  'es-MX': {
    accountType: 'Tipo de cuenta',
    supplier: 'Proveedor',
    associate: 'Asociado',
    firstName: 'Nombre',
    email: 'Correo del contacto principal',
    emailHelp: 'Aquí enviamos las novedades del ticket.',
    phone: 'Número para devolver la llamada',
    supportType: 'Tipo de soporte',
    products: 'Productos',
    productsError: 'Seleccione al menos un producto',
    description: 'Descripción de la situación',
    dates: 'Cuándo ocurrió',
    datesError: 'Seleccione las fechas en que ocurrió',
    attachment: 'Archivo adjunto',
    attachmentError: 'Adjunte una captura o una exportación',
    confirm: 'Los datos anteriores son correctos',
    confirmError: 'Confirme los datos',
    updates: 'Avíseme por correo cuando cambie el ticket',
    aboutYou: 'Sus datos',
    whatHappened: 'Qué ocurrió',
    whatHappenedHelp: 'Cuéntenos todo lo que pueda: así le respondemos antes.',
  },
  'fr-CA': {
    accountType: 'Type de compte',
    supplier: 'Fournisseur',
    associate: 'Associé',
    firstName: 'Prénom',
    email: 'Courriel du contact principal',
    emailHelp: 'Nous y envoyons les mises à jour du billet.',
    phone: 'Numéro de rappel',
    supportType: 'Type de soutien',
    products: 'Produits',
    productsError: 'Sélectionnez au moins un produit',
    description: 'Description de la situation',
    dates: 'Quand c’est arrivé',
    datesError: 'Sélectionnez les dates où c’est arrivé',
    attachment: 'Pièce jointe',
    attachmentError: 'Joignez une capture d’écran ou une exportation',
    confirm: 'Les renseignements ci-dessus sont exacts',
    confirmError: 'Confirmez les renseignements',
    updates: 'M’avertir par courriel quand le billet change',
    aboutYou: 'Vos coordonnées',
    whatHappened: 'Ce qui s’est passé',
    whatHappenedHelp: 'Donnez-nous le plus de détails possible : nous pourrons répondre plus vite.',
  },
};
export type StoryLocale = keyof typeof everyFieldLabels;

const supportTypes = [
  { id: 1463, title: 'Request access' },
  { id: 1464, title: 'Report issue' },
  { id: 1465, title: 'Basic vendor support' },
];
const products = [
  { id: 'report-builder', title: 'Report Builder' },
  { id: 'shopper-behavior', title: 'Shopper Behavior' },
  { id: 'customer-pulse', title: 'Customer Pulse' },
];

/** One field of every type; each required one says what it needs, in a shipped prompt or its own text. */
export function everyFieldForm(locale: StoryLocale = 'en-US'): FormDescription {
  const label = everyFieldLabels[locale];
  const fields: FieldDescriptor[] = [
    {
      id: 'accountType',
      type: 'radio',
      label: label.accountType,
      options: [
        { id: SUPPORT_ACCOUNT_TYPES.supplier, title: label.supplier },
        { id: SUPPORT_ACCOUNT_TYPES.associate, title: label.associate },
      ],
    },
    { id: 'firstName', type: 'text', label: label.firstName, hasMaxLength: true },
    { id: 'email', type: 'email', label: label.email, helperText: label.emailHelp },
    { id: 'phone', type: 'phone', label: label.phone, isOptional: true, placeholder: '555 010 0100' },
    { id: 'supportType', type: 'select', label: label.supportType, options: supportTypes },
    {
      id: 'products',
      type: 'multiselect',
      label: label.products,
      options: products,
      errorMessage: label.productsError,
    },
    { id: 'description', type: 'multiline', label: label.description },
    { id: 'dates', type: 'dateRange', label: label.dates, errorMessage: label.datesError },
    { id: 'attachment', type: 'file', label: label.attachment, errorMessage: label.attachmentError },
    { id: 'confirmed', type: 'checkbox', label: label.confirm, errorMessage: label.confirmError },
    { id: 'updates', type: 'switch', label: label.updates },
  ];
  return { fields, schema: everyFieldSchema };
}

const everyFieldSchema = v.object({
  accountType: v.picklist([SUPPORT_ACCOUNT_TYPES.supplier, SUPPORT_ACCOUNT_TYPES.associate], 'selectAccountType'),
  firstName: v.pipe(v.string(), v.trim(), v.nonEmpty('enterFirstName')),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('enterPrimaryContactEmail'), v.email('enterValidEmail')),
  phone: v.pipe(
    v.string(),
    v.check((phone) => phone === '' || /^\+?[\d\s().-]{7,20}$/.test(phone), 'enterValidPhoneNumber'),
  ),
  supportType: v.number('selectSupportType'),
  products: v.pipe(v.array(v.string()), v.minLength(1, 'required')),
  description: v.pipe(v.string(), v.trim(), v.nonEmpty('enterDescription')),
  dates: v.object({ start: v.unknown(), end: v.unknown() }, 'required'),
  attachment: v.pipe(v.instance(File, 'required'), v.maxSize(MAX_ATTACHMENT_BYTES)),
  confirmed: v.literal(true, 'required'),
  updates: v.boolean(),
});

/**
 * The example form in two titled sections, who is asking and what happened (with a line of help), then the
 * confirmation and the updates switch on their own.
 */
export function sectionedForm(locale: StoryLocale = 'en-US'): FormDescription {
  const label = everyFieldLabels[locale];
  const fields = new Map(everyFieldForm(locale).fields.flatMap((item) => ('id' in item ? [[item.id, item]] : [])));
  const pick = (...ids: string[]) => ids.flatMap((id) => fields.get(id) ?? []);
  return {
    fields: [
      { title: label.aboutYou, fields: pick('accountType', 'firstName', 'email', 'phone') },
      {
        title: label.whatHappened,
        description: label.whatHappenedHelp,
        fields: pick('supportType', 'products', 'dates', 'description', 'attachment'),
      },
      ...pick('confirmed', 'updates'),
    ],
    schema: everyFieldSchema,
  };
}

/** The example form's first five fields on their own: short enough for a phone screen. */
export const firstFieldsForm: FormDescription = {
  fields: everyFieldForm().fields.slice(0, 5),
  schema: v.pick(everyFieldSchema, ['accountType', 'firstName', 'email', 'phone', 'supportType']),
};

/** Every field of the example form filled in correctly. */
export const everyFieldFilled: Partial<FormValues> = {
  accountType: SUPPORT_ACCOUNT_TYPES.supplier,
  firstName: 'Ana',
  email: 'ana@acme-foods.test',
  phone: '+1 555 010 0100',
  supportType: 1464,
  products: ['report-builder', 'shopper-behavior'],
  description: 'The sales export stops at 50 rows since Monday.',
  dates: { start: '2026-03-02', end: '2026-03-06' },
  attachment: new File(['Store,Sales\n'], 'sales-export.csv', { type: 'text/csv' }),
  confirmed: true,
  updates: true,
};
