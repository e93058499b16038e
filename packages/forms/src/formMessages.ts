import type { SupportFormPrompt } from '@partner-insights/contracts';

type FormText = 'submit' | 'submitError' | 'tryAgain' | 'optional';
export type FormMessageKey = FormText | SupportFormPrompt;

/**
 * The forms' shipped texts per language (react-aria picks the best match for the reader's locale): the
 * form's own, and the prompts the support schemas name their issues with.
 */
export const formMessages: Record<'en-US' | 'es-MX' | 'fr-CA', Record<FormMessageKey, string>> = {
  'en-US': {
    submit: 'Submit',
    submitError: 'Something went wrong while submitting the form...',
    tryAgain: 'Try again',
    optional: '(optional)',
    enterFirstName: 'Enter first name',
    enterLastName: 'Enter last name',
    enterName: 'Enter name',
    enterCompanyName: 'Enter company name',
    enterCallBackNumber: 'Enter call back number',
    enterPhoneNumber: 'Enter phone number',
    enterValidPhoneNumber: 'Enter a valid phone number',
    enterPrimaryContactEmail: 'Enter primary contact email',
    enterContactEmail: 'Enter contact email',
    enterValidEmail: 'Enter a valid email',
    enterDescription: 'Enter description',
    enterShorterText: 'Enter a shorter text',
    selectAccountType: 'Select account type',
    selectSupportType: 'Select support type',
    selectIssue: 'Select issue',
    selectIssueType: 'Select issue type',
    selectSubIssueType: 'Select sub-issue type',
  },
  'es-MX': {
    submit: 'Enviar',
    submitError: 'Algo salió mal al enviar el formulario...',
    tryAgain: 'Intentar de nuevo',
    optional: '(opcional)',
    enterFirstName: 'Ingrese el nombre',
    enterLastName: 'Ingrese el apellido',
    enterName: 'Ingrese el nombre completo',
    enterCompanyName: 'Ingrese el nombre de la empresa',
    enterCallBackNumber: 'Ingrese un número para devolver la llamada',
    enterPhoneNumber: 'Ingrese un número de teléfono',
    enterValidPhoneNumber: 'Ingrese un número de teléfono válido',
    enterPrimaryContactEmail: 'Ingrese el correo del contacto principal',
    enterContactEmail: 'Ingrese el correo del contacto',
    enterValidEmail: 'Ingrese un correo válido',
    enterDescription: 'Ingrese una descripción',
    enterShorterText: 'Ingrese un texto más corto',
    selectAccountType: 'Seleccione el tipo de cuenta',
    selectSupportType: 'Seleccione el tipo de soporte',
    selectIssue: 'Seleccione el problema',
    selectIssueType: 'Seleccione el tipo de problema',
    selectSubIssueType: 'Seleccione el subtipo de problema',
  },
  'fr-CA': {
    submit: 'Soumettre',
    submitError: 'Un problème est survenu lors de l’envoi du formulaire...',
    tryAgain: 'Réessayer',
    optional: '(facultatif)',
    enterFirstName: 'Entrez le prénom',
    enterLastName: 'Entrez le nom de famille',
    enterName: 'Entrez le nom',
    enterCompanyName: 'Entrez le nom de l’entreprise',
    enterCallBackNumber: 'Entrez un numéro de rappel',
    enterPhoneNumber: 'Entrez un numéro de téléphone',
    enterValidPhoneNumber: 'Entrez un numéro de téléphone valide',
    enterPrimaryContactEmail: 'Entrez le courriel du contact principal',
    enterContactEmail: 'Entrez le courriel du contact',
    enterValidEmail: 'Entrez un courriel valide',
    enterDescription: 'Entrez une description',
    enterShorterText: 'Entrez un texte plus court',
    selectAccountType: 'Sélectionnez le type de compte',
    selectSupportType: 'Sélectionnez le type de soutien',
    selectIssue: 'Sélectionnez le problème',
    selectIssueType: 'Sélectionnez le type de problème',
    selectSubIssueType: 'Sélectionnez le sous-type de problème',
  },
};

export type FormMessageOverrides = Partial<Record<FormMessageKey, string>>;

/** Whether a schema's issue message names one of the shipped texts (otherwise it is shown as written). */
export function isFormMessageKey(message: string): message is FormMessageKey {
  return Object.hasOwn(formMessages['en-US'], message);
}
