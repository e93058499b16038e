import {
  LOCALES,
  type GlossaryAudience,
  type GlossaryFieldType,
  type GlossaryTopic,
  type Locale,
  type ProductTag,
} from '@partner-insights/contracts';
import { ATTRIBUTES } from './attribute-sources';
import { TIME_WINDOWS } from './data-element-sources';
import { MEASURES } from './measure-sources';

/** A data element's words in one language. */
export interface DataElementTexts {
  readonly businessName: string;
  readonly dssBusinessName: string;
  readonly businessDefinition: string;
}

/** A data element as the dictionary stores it. */
export interface DataElement {
  readonly technicalName: string;
  readonly dataType: string;
  readonly fieldType: GlossaryFieldType;
  readonly availableTo: GlossaryAudience;
  readonly topic: GlossaryTopic;
  readonly products: readonly ProductTag[];
  readonly texts: Readonly<Record<Locale, DataElementTexts>>;
}

const audienceOf = (charterOnly: boolean): GlossaryAudience => (charterOnly ? 'CHARTER_USERS' : 'ALL_USERS');

const byLocale = (texts: (locale: Locale) => DataElementTexts) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, texts(locale)])) as Record<Locale, DataElementTexts>;

/** Every measure over every time window ("POS Sales (Year to Date)"), then every dimension and attribute. */
export function dataElements(): DataElement[] {
  const measures = MEASURES.flatMap((measure) =>
    TIME_WINDOWS.map((window): DataElement => ({
      technicalName: `${measure.code}_${window.code}`,
      dataType: measure.dataType,
      fieldType: 'MEASURE',
      availableTo: audienceOf(measure.charterOnly === true || window.charterOnly),
      topic: measure.topic,
      products: measure.products,
      texts: byLocale((locale) => {
        const concept = measure.words[locale];
        const span = window.words[locale];
        return {
          businessName: `${concept.name} (${span.name})`,
          dssBusinessName: `${concept.dss} ${span.dss}`,
          businessDefinition: `${concept.definition} ${span.clause}`,
        };
      }),
    })),
  );
  const attributes = ATTRIBUTES.map((attribute): DataElement => ({
    technicalName: attribute.code,
    dataType: attribute.dataType,
    fieldType: attribute.fieldType,
    availableTo: audienceOf(attribute.charterOnly === true),
    topic: attribute.topic,
    products: attribute.products,
    texts: byLocale((locale) => {
      const { name, dss, definition } = attribute.words[locale];
      return { businessName: name, dssBusinessName: dss, businessDefinition: definition };
    }),
  }));
  return [...measures, ...attributes];
}
