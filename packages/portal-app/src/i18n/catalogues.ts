import type { Locale } from '@partner-insights/contracts';
import accountEnUS from '../messages/account/en-US.json';
import accountEsMX from '../messages/account/es-MX.json';
import accountFrCA from '../messages/account/fr-CA.json';
import shellEnUS from '../messages/shell/en-US.json';
import shellEsMX from '../messages/shell/es-MX.json';
import shellFrCA from '../messages/shell/fr-CA.json';

// One catalogue per area of the app (the shell; the launch list, profile and access requests), merged per locale.
const enUS = { ...shellEnUS, ...accountEnUS };

/** en-US is the source catalogue: its keys are the message ids. */
export type MessageId = keyof typeof enUS;
export type Catalogue = Readonly<Record<MessageId, string>>;

/** Every locale's messages; catalogues.test.ts keeps the keys and ICU arguments of all of them in step. */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  'en-US': enUS,
  'es-MX': { ...shellEsMX, ...accountEsMX },
  'fr-CA': { ...shellFrCA, ...accountFrCA },
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
