// The words the dictionary's data elements are built from: measures, the time windows they are reported over,
// and the attributes that describe stores, items, suppliers and shoppers, in every language.
import { PRODUCT_TAGS, type GlossaryTopic, type Locale, type ProductTag } from '@partner-insights/contracts';

/** A concept's words in one language: its business name, its short DSS (report) name, its definition. */
export interface ConceptWords {
  readonly name: string;
  readonly dss: string;
  readonly definition: string;
}

interface Concept {
  /** The stem of its technical name. */
  readonly code: string;
  readonly topic: GlossaryTopic;
  readonly dataType: string;
  readonly products: readonly ProductTag[];
  /** Reported to charter users only. */
  readonly charterOnly?: true;
  readonly words: Readonly<Record<Locale, ConceptWords>>;
}

/** A measure: reported once per time window. */
export type MeasureSource = Concept;

/** A dimension or attribute: one data element of its own. */
export interface AttributeSource extends Concept {
  readonly fieldType: 'DIMENSION' | 'ATTRIBUTE';
}

/** A time window a measure is reported over; `clause` ends the measure's definition. */
export interface TimeWindowSource {
  readonly code: string;
  /** Windows reaching a year back are charter reporting. */
  readonly charterOnly: boolean;
  readonly words: Readonly<Record<Locale, { readonly name: string; readonly dss: string; readonly clause: string }>>;
}

export const CHANNEL: readonly ProductTag[] = [
  'chnl_perf_report_builder',
  'chnl_perf_insights',
  'chnl_perf_bi_link',
  'chnl_perf_cloud_feeds',
  'chnl_perf_data_feeds_api',
];
export const REPLENISHMENT: readonly ProductTag[] = [
  'chnl_perf_report_builder',
  'chnl_perf_bi_link',
  'chnl_perf_cloud_feeds',
  'chnl_perf_data_feeds_api',
  'mod_intel',
];
export const DIGITAL: readonly ProductTag[] = ['digital_landscapes', 'chnl_perf_insights', 'chnl_perf_data_feeds_api'];
export const SHOPPERS: readonly ProductTag[] = ['shopper_behavior', 'mod_intel'];
export const PERCEPTION: readonly ProductTag[] = ['customer_perception', 'shopper_behavior'];
/** Stores, items and dates describe the data of every product. */
export const EVERY_PRODUCT: readonly ProductTag[] = PRODUCT_TAGS;

export const MONEY = 'DECIMAL(18,2)';
export const COUNT = 'INTEGER';
export const RATIO = 'DECIMAL(9,4)';

export const TIME_WINDOWS: readonly TimeWindowSource[] = [
  {
    code: 'dly',
    charterOnly: false,
    words: {
      'en-US': { name: 'Daily', dss: 'Dly', clause: 'Reported for each fiscal day.' },
      'es-MX': { name: 'diario', dss: 'Dia', clause: 'Se reporta para cada día fiscal.' },
      'fr-CA': { name: 'quotidien', dss: 'Quot.', clause: 'Présenté pour chaque jour de l’exercice.' },
    },
  },
  {
    code: 'wkly',
    charterOnly: false,
    words: {
      'en-US': { name: 'Weekly', dss: 'Wkly', clause: 'Reported for each fiscal week, Saturday through Friday.' },
      'es-MX': { name: 'semanal', dss: 'Sem', clause: 'Se reporta por semana fiscal, de sábado a viernes.' },
      'fr-CA': {
        name: 'hebdomadaire',
        dss: 'Hebdo',
        clause: 'Présenté par semaine de l’exercice, du samedi au vendredi.',
      },
    },
  },
  {
    code: 'mtd',
    charterOnly: false,
    words: {
      'en-US': {
        name: 'Month to Date',
        dss: 'MTD',
        clause: 'Covers the first day of the fiscal month through the last completed day.',
      },
      'es-MX': {
        name: 'acumulado del mes',
        dss: 'Acum Mes',
        clause: 'Abarca del primer día del mes fiscal al último día completo.',
      },
      'fr-CA': {
        name: 'cumul du mois',
        dss: 'Cumul mois',
        clause: 'Couvre le premier jour du mois de l’exercice jusqu’au dernier jour complet.',
      },
    },
  },
  {
    code: 'qtd',
    charterOnly: false,
    words: {
      'en-US': {
        name: 'Quarter to Date',
        dss: 'QTD',
        clause: 'Covers the first day of the fiscal quarter through the last completed day.',
      },
      'es-MX': {
        name: 'acumulado del trimestre',
        dss: 'Acum Trim',
        clause: 'Abarca del primer día del trimestre fiscal al último día completo.',
      },
      'fr-CA': {
        name: 'cumul du trimestre',
        dss: 'Cumul trim.',
        clause: 'Couvre le premier jour du trimestre de l’exercice jusqu’au dernier jour complet.',
      },
    },
  },
  {
    code: 'ytd',
    charterOnly: false,
    words: {
      'en-US': {
        name: 'Year to Date',
        dss: 'YTD',
        clause: 'Covers the first day of the fiscal year through the last completed day.',
      },
      'es-MX': {
        name: 'acumulado del año',
        dss: 'Acum Año',
        clause: 'Abarca del primer día del año fiscal al último día completo.',
      },
      'fr-CA': {
        name: 'cumul annuel',
        dss: 'Cumul an',
        clause: 'Couvre le premier jour de l’exercice jusqu’au dernier jour complet.',
      },
    },
  },
  {
    code: 'r4w',
    charterOnly: false,
    words: {
      'en-US': { name: 'Rolling 4 Weeks', dss: 'R4W', clause: 'Covers the last 4 completed fiscal weeks.' },
      'es-MX': {
        name: 'últimas 4 semanas',
        dss: 'Ult 4 Sem',
        clause: 'Abarca las últimas 4 semanas fiscales completas.',
      },
      'fr-CA': {
        name: '4 dernières semaines',
        dss: '4 sem. mob.',
        clause: 'Couvre les 4 dernières semaines complètes de l’exercice.',
      },
    },
  },
  {
    code: 'r13w',
    charterOnly: false,
    words: {
      'en-US': { name: 'Rolling 13 Weeks', dss: 'R13W', clause: 'Covers the last 13 completed fiscal weeks.' },
      'es-MX': {
        name: 'últimas 13 semanas',
        dss: 'Ult 13 Sem',
        clause: 'Abarca las últimas 13 semanas fiscales completas.',
      },
      'fr-CA': {
        name: '13 dernières semaines',
        dss: '13 sem. mob.',
        clause: 'Couvre les 13 dernières semaines complètes de l’exercice.',
      },
    },
  },
  {
    code: 'r52w',
    charterOnly: true,
    words: {
      'en-US': { name: 'Rolling 52 Weeks', dss: 'R52W', clause: 'Covers the last 52 completed fiscal weeks.' },
      'es-MX': {
        name: 'últimas 52 semanas',
        dss: 'Ult 52 Sem',
        clause: 'Abarca las últimas 52 semanas fiscales completas.',
      },
      'fr-CA': {
        name: '52 dernières semaines',
        dss: '52 sem. mob.',
        clause: 'Couvre les 52 dernières semaines complètes de l’exercice.',
      },
    },
  },
  {
    code: 'ly_wkly',
    charterOnly: true,
    words: {
      'en-US': {
        name: 'Last Year Weekly',
        dss: 'LY Wkly',
        clause: 'Reported for the same fiscal week of the previous year, for comparison.',
      },
      'es-MX': {
        name: 'semanal del año anterior',
        dss: 'AA Sem',
        clause: 'Se reporta para la misma semana fiscal del año anterior, como referencia.',
      },
      'fr-CA': {
        name: 'hebdomadaire de l’an dernier',
        dss: 'AD hebdo',
        clause: 'Présenté pour la même semaine de l’exercice précédent, aux fins de comparaison.',
      },
    },
  },
  {
    code: 'ly_ytd',
    charterOnly: true,
    words: {
      'en-US': {
        name: 'Last Year to Date',
        dss: 'LY YTD',
        clause: 'Covers the same days of the previous fiscal year, from its first day, for comparison.',
      },
      'es-MX': {
        name: 'acumulado del año anterior',
        dss: 'AA Acum',
        clause: 'Abarca los mismos días del año fiscal anterior, desde su primer día, como referencia.',
      },
      'fr-CA': {
        name: 'cumul de l’an dernier',
        dss: 'AD cumul',
        clause: 'Couvre les mêmes jours de l’exercice précédent, depuis son premier jour, aux fins de comparaison.',
      },
    },
  },
];

/** A concept's words in the three languages. */
export const wordsOf = (
  en: ConceptWords,
  es: ConceptWords,
  fr: ConceptWords,
): Readonly<Record<Locale, ConceptWords>> => ({ 'en-US': en, 'es-MX': es, 'fr-CA': fr });
