// The dictionary's words shared by the app's table and the server's spreadsheet: column labels, field types,
// audiences, topics and product names, in every language. A new value without words here does not type-check.
import type { Locale } from '../locales';
import type { GlossaryAudience, GlossaryFieldType, GlossaryTopic, ProductTag } from './glossary';

export const GLOSSARY_COLUMNS = [
  'name',
  'technicalName',
  'dssName',
  'description',
  'dataType',
  'fieldType',
  'availableTo',
  'products',
] as const;
export type GlossaryColumn = (typeof GLOSSARY_COLUMNS)[number];

export interface GlossaryMessages {
  /** The dictionary's name, as its spreadsheet's sheet is called. */
  readonly title: string;
  /** The spec's vocabulary: Name, Technical Name, DSS Name, Description, Data type, Field type, Available to, Products. */
  readonly columns: Readonly<Record<GlossaryColumn, string>>;
  readonly fieldTypes: Readonly<Record<GlossaryFieldType, string>>;
  readonly audiences: Readonly<Record<GlossaryAudience, string>>;
  readonly topics: Readonly<Record<GlossaryTopic, string>>;
}

/** Product names are the products' brand names, alike in every language. */
export const PRODUCT_TAG_NAMES: Readonly<Record<ProductTag, string>> = {
  chnl_perf_report_builder: 'Report Builder',
  shopper_behavior: 'Shopper Behavior',
  customer_perception: 'Customer Perception',
  digital_landscapes: 'Digital Landscapes',
  chnl_perf_insights: 'Channel Insights',
  chnl_perf_bi_link: 'BI Link',
  chnl_perf_cloud_feeds: 'Cloud Feeds',
  chnl_perf_data_feeds_api: 'Data Feeds API',
  mod_intel: 'Modular Intelligence',
};

export const GLOSSARY_MESSAGES: Readonly<Record<Locale, GlossaryMessages>> = {
  'en-US': {
    title: 'Data dictionary',
    columns: {
      name: 'Name',
      technicalName: 'Technical Name',
      dssName: 'DSS Name',
      description: 'Description',
      dataType: 'Data type',
      fieldType: 'Field type',
      availableTo: 'Available to',
      products: 'Products',
    },
    fieldTypes: { MEASURE: 'Measure', DIMENSION: 'Dimension', ATTRIBUTE: 'Attribute' },
    audiences: { ALL_USERS: 'All users', CHARTER_USERS: 'Charter users only' },
    topics: {
      SALES: 'Sales',
      INVENTORY: 'Inventory',
      STORE: 'Store',
      ITEM: 'Item',
      SUPPLIER: 'Supplier',
      ECOMMERCE: 'E-commerce',
      SHOPPER: 'Shopper',
    },
  },
  'es-MX': {
    title: 'Diccionario de datos',
    columns: {
      name: 'Nombre',
      technicalName: 'Nombre técnico',
      dssName: 'Nombre DSS',
      description: 'Descripción',
      dataType: 'Tipo de dato',
      fieldType: 'Tipo de campo',
      availableTo: 'Disponible para',
      products: 'Productos',
    },
    fieldTypes: { MEASURE: 'Métrica', DIMENSION: 'Dimensión', ATTRIBUTE: 'Atributo' },
    audiences: { ALL_USERS: 'Todos los usuarios', CHARTER_USERS: 'Solo usuarios charter' },
    topics: {
      SALES: 'Ventas',
      INVENTORY: 'Inventario',
      STORE: 'Tienda',
      ITEM: 'Artículo',
      SUPPLIER: 'Proveedor',
      ECOMMERCE: 'Comercio electrónico',
      SHOPPER: 'Comprador',
    },
  },
  'fr-CA': {
    title: 'Dictionnaire de données',
    columns: {
      name: 'Nom',
      technicalName: 'Nom technique',
      dssName: 'Nom DSS',
      description: 'Description',
      dataType: 'Type de données',
      fieldType: 'Type de champ',
      availableTo: 'Offert à',
      products: 'Produits',
    },
    fieldTypes: { MEASURE: 'Mesure', DIMENSION: 'Dimension', ATTRIBUTE: 'Attribut' },
    audiences: { ALL_USERS: 'Tous les utilisateurs', CHARTER_USERS: 'Utilisateurs charter seulement' },
    topics: {
      SALES: 'Ventes',
      INVENTORY: 'Stocks',
      STORE: 'Magasin',
      ITEM: 'Article',
      SUPPLIER: 'Fournisseur',
      ECOMMERCE: 'Commerce en ligne',
      SHOPPER: 'Client',
    },
  },
};
