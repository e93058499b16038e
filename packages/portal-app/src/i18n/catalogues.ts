import type { Locale } from '@partner-insights/contracts';
import enUS from '../messages/en-US.json';
import esMX from '../messages/es-MX.json';
import frCA from '../messages/fr-CA.json';

/** en-US is the source catalogue: its keys are the message ids. */
export type MessageId = keyof typeof enUS;
export type Catalogue = Readonly<Record<MessageId, string>>;

/** Every locale's messages; catalogues.test.ts keeps the keys and ICU arguments of all of them in step. */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  'en-US': enUS,
  'es-MX': esMX,
  'fr-CA': frCA,
};

// Makes react-intl accept only ids that exist in the catalogues.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's typing hook is this global namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
