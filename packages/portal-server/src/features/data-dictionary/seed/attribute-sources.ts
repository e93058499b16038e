// The dimensions and attributes of the dictionary: what describes a store, an item, a supplier, a shopper, a day.
import {
  CHANNEL,
  COUNT,
  DIGITAL,
  EVERY_PRODUCT,
  MONEY,
  REPLENISHMENT,
  SHOPPERS,
  wordsOf as words,
  type AttributeSource,
} from './data-element-sources';

const CODE = 'VARCHAR(20)';
const LABEL = 'VARCHAR(120)';
const DAY = 'DATE';

export const ATTRIBUTES: readonly AttributeSource[] = [
  // Time
  {
    code: 'fiscal_wk_nbr',
    topic: 'SALES',
    fieldType: 'DIMENSION',
    dataType: COUNT,
    products: EVERY_PRODUCT,
    words: words(
      {
        name: 'Fiscal Week',
        dss: 'WM Week',
        definition: 'Week of the retailer’s fiscal year, as YYYYWW; weeks run Saturday through Friday.',
      },
      {
        name: 'Semana fiscal',
        dss: 'Sem Fiscal',
        definition: 'Semana del año fiscal del minorista, como AAAASS; las semanas van de sábado a viernes.',
      },
      {
        name: 'Semaine de l’exercice',
        dss: 'Sem. exercice',
        definition: 'Semaine de l’exercice du détaillant, au format AAAASS; les semaines vont du samedi au vendredi.',
      },
    ),
  },
  {
    code: 'bus_dt',
    topic: 'SALES',
    fieldType: 'DIMENSION',
    dataType: DAY,
    products: EVERY_PRODUCT,
    words: words(
      {
        name: 'Business Date',
        dss: 'Bus Date',
        definition: 'Day the sale or the stock movement was recorded, in the store’s local time.',
      },
      {
        name: 'Fecha de operación',
        dss: 'Fecha Oper',
        definition: 'Día en que se registró la venta o el movimiento de inventario, en la hora local de la tienda.',
      },
      {
        name: 'Date d’activité',
        dss: 'Date activité',
        definition: 'Jour où la vente ou le mouvement de stock a été enregistré, à l’heure locale du magasin.',
      },
    ),
  },
  // Store
  {
    code: 'store_nbr',
    topic: 'STORE',
    fieldType: 'DIMENSION',
    dataType: COUNT,
    products: EVERY_PRODUCT,
    words: words(
      {
        name: 'Store Number',
        dss: 'Store Nbr',
        definition: 'Number that identifies a store across every report and data feed.',
      },
      {
        name: 'Número de tienda',
        dss: 'Num Tda',
        definition: 'Número que identifica una tienda en todos los reportes y fuentes de datos.',
      },
      {
        name: 'Numéro de magasin',
        dss: 'No magasin',
        definition: 'Numéro qui désigne un magasin dans tous les rapports et flux de données.',
      },
    ),
  },
  {
    code: 'store_name',
    topic: 'STORE',
    fieldType: 'ATTRIBUTE',
    dataType: LABEL,
    products: EVERY_PRODUCT,
    words: words(
      {
        name: 'Store Name',
        dss: 'Store Name',
        definition: 'Name of the store as shown on its sign, usually its city and neighborhood.',
      },
      {
        name: 'Nombre de tienda',
        dss: 'Nom Tda',
        definition: 'Nombre de la tienda como aparece en su letrero, por lo general su ciudad y colonia.',
      },
      {
        name: 'Nom du magasin',
        dss: 'Nom magasin',
        definition: 'Nom du magasin tel qu’il paraît sur son enseigne, en général sa ville et son quartier.',
      },
    ),
  },
  {
    code: 'store_type_cd',
    topic: 'STORE',
    fieldType: 'ATTRIBUTE',
    dataType: CODE,
    products: EVERY_PRODUCT,
    words: words(
      {
        name: 'Store Format',
        dss: 'Store Type',
        definition: 'Format of the store: supercenter, discount store, neighborhood market or warehouse club.',
      },
      {
        name: 'Formato de tienda',
        dss: 'Tipo Tda',
        definition: 'Formato de la tienda: supercentro, tienda de descuento, mercado de barrio o club de precios.',
      },
      {
        name: 'Format du magasin',
        dss: 'Type magasin',
        definition: 'Format du magasin : supercentre, magasin à escompte, marché de quartier ou club-entrepôt.',
      },
    ),
  },
  {
    code: 'city_name',
    topic: 'STORE',
    fieldType: 'ATTRIBUTE',
    dataType: LABEL,
    products: EVERY_PRODUCT,
    words: words(
      { name: 'Store City', dss: 'City', definition: 'City of the store’s street address.' },
      { name: 'Ciudad de la tienda', dss: 'Ciudad', definition: 'Ciudad del domicilio de la tienda.' },
      { name: 'Ville du magasin', dss: 'Ville', definition: 'Ville de l’adresse municipale du magasin.' },
    ),
  },
  {
    code: 'state_prov_cd',
    topic: 'STORE',
    fieldType: 'ATTRIBUTE',
    dataType: CODE,
    products: EVERY_PRODUCT,
    words: words(
      {
        name: 'State or Province',
        dss: 'State/Prov',
        definition: 'Two-letter code of the state or province the store is in.',
      },
      { name: 'Estado', dss: 'Estado', definition: 'Clave de dos o tres letras del estado donde está la tienda.' },
      {
        name: 'Province ou État',
        dss: 'Prov./État',
        definition: 'Code à deux lettres de la province ou de l’État où se trouve le magasin.',
      },
    ),
  },
  {
    code: 'postal_cd',
    topic: 'STORE',
    fieldType: 'ATTRIBUTE',
    dataType: CODE,
    products: EVERY_PRODUCT,
    words: words(
      { name: 'Store Postal Code', dss: 'Zip', definition: 'Postal code of the store’s street address.' },
      { name: 'Código postal de la tienda', dss: 'CP', definition: 'Código postal del domicilio de la tienda.' },
      {
        name: 'Code postal du magasin',
        dss: 'Code postal',
        definition: 'Code postal de l’adresse municipale du magasin.',
      },
    ),
  },
  {
    code: 'region_nbr',
    topic: 'STORE',
    fieldType: 'DIMENSION',
    dataType: COUNT,
    products: CHANNEL,
    words: words(
      {
        name: 'Operating Region',
        dss: 'Region Nbr',
        definition: 'Number of the operating region that manages the store.',
      },
      {
        name: 'Región operativa',
        dss: 'Num Region',
        definition: 'Número de la región operativa que administra la tienda.',
      },
      {
        name: 'Région d’exploitation',
        dss: 'No région',
        definition: 'Numéro de la région d’exploitation qui gère le magasin.',
      },
    ),
  },
  {
    code: 'store_sqft',
    topic: 'STORE',
    fieldType: 'ATTRIBUTE',
    dataType: COUNT,
    products: CHANNEL,
    words: words(
      { name: 'Store Square Footage', dss: 'Sq Ft', definition: 'Selling area of the store, in square feet.' },
      {
        name: 'Superficie de la tienda',
        dss: 'M2 Venta',
        definition: 'Área de venta de la tienda, en metros cuadrados.',
      },
      { name: 'Superficie du magasin', dss: 'Superficie', definition: 'Surface de vente du magasin, en pieds carrés.' },
    ),
  },
  {
    code: 'store_open_dt',
    topic: 'STORE',
    fieldType: 'ATTRIBUTE',
    dataType: DAY,
    products: CHANNEL,
    words: words(
      {
        name: 'Store Open Date',
        dss: 'Open Date',
        definition: 'Day the store first opened to shoppers; a remodel does not change it.',
      },
      {
        name: 'Fecha de apertura de la tienda',
        dss: 'Fecha Apert',
        definition: 'Día en que la tienda abrió por primera vez a los compradores; una remodelación no la cambia.',
      },
      {
        name: 'Date d’ouverture du magasin',
        dss: 'Date ouverture',
        definition: 'Jour où le magasin a ouvert ses portes aux clients; une rénovation ne la change pas.',
      },
    ),
  },
  // Item
  {
    code: 'item_nbr',
    topic: 'ITEM',
    fieldType: 'DIMENSION',
    dataType: COUNT,
    products: EVERY_PRODUCT,
    words: words(
      {
        name: 'Item Number',
        dss: 'Item Nbr',
        definition: 'Retailer’s number for an item, the same in every store of the market.',
      },
      {
        name: 'Número de artículo',
        dss: 'Num Art',
        definition: 'Número del minorista para un artículo, el mismo en todas las tiendas del mercado.',
      },
      {
        name: 'Numéro d’article',
        dss: 'No article',
        definition: 'Numéro du détaillant pour un article, le même dans tous les magasins du marché.',
      },
    ),
  },
  {
    code: 'upc_nbr',
    topic: 'ITEM',
    fieldType: 'DIMENSION',
    dataType: CODE,
    products: EVERY_PRODUCT,
    words: words(
      {
        name: 'UPC',
        dss: 'UPC',
        definition: 'Universal Product Code printed on the item’s package and scanned at the register.',
      },
      {
        name: 'Código de barras UPC',
        dss: 'UPC',
        definition: 'Código universal de producto impreso en el empaque del artículo y escaneado en caja.',
      },
      {
        name: 'CUP',
        dss: 'CUP',
        definition: 'Code universel des produits imprimé sur l’emballage de l’article et lu à la caisse.',
      },
    ),
  },
  {
    code: 'item_desc',
    topic: 'ITEM',
    fieldType: 'ATTRIBUTE',
    dataType: LABEL,
    products: EVERY_PRODUCT,
    words: words(
      {
        name: 'Item Description',
        dss: 'Item Desc 1',
        definition: 'Short description of the item as the supplier set it up, printed on shelf labels and receipts.',
      },
      {
        name: 'Descripción del artículo',
        dss: 'Desc Art',
        definition:
          'Descripción breve del artículo tal como la dio de alta el proveedor, impresa en etiquetas y tickets.',
      },
      {
        name: 'Description de l’article',
        dss: 'Desc. article',
        definition:
          'Brève description de l’article telle que le fournisseur l’a créée, imprimée sur les étiquettes et les reçus.',
      },
    ),
  },
  {
    code: 'brand_name',
    topic: 'ITEM',
    fieldType: 'ATTRIBUTE',
    dataType: LABEL,
    products: EVERY_PRODUCT,
    words: words(
      { name: 'Brand Name', dss: 'Brand', definition: 'Brand the item is sold under, national or private label.' },
      { name: 'Marca', dss: 'Marca', definition: 'Marca con la que se vende el artículo, nacional o propia.' },
      { name: 'Marque', dss: 'Marque', definition: 'Marque sous laquelle l’article est vendu, nationale ou maison.' },
    ),
  },
  {
    code: 'dept_nbr',
    topic: 'ITEM',
    fieldType: 'DIMENSION',
    dataType: COUNT,
    products: EVERY_PRODUCT,
    words: words(
      {
        name: 'Department Number',
        dss: 'Dept',
        definition: 'Merchandise department the item belongs to, such as 1 for candy and tobacco.',
      },
      {
        name: 'Número de departamento',
        dss: 'Depto',
        definition: 'Departamento de mercancía al que pertenece el artículo, como el 1 para dulces y tabaco.',
      },
      {
        name: 'Numéro de rayon',
        dss: 'Rayon',
        definition: 'Rayon de marchandise auquel appartient l’article, comme le 1 pour les confiseries et le tabac.',
      },
    ),
  },
  {
    code: 'catg_name',
    topic: 'ITEM',
    fieldType: 'DIMENSION',
    dataType: LABEL,
    products: EVERY_PRODUCT,
    words: words(
      {
        name: 'Category',
        dss: 'Category',
        definition: 'Merchandise category within the department, the level category managers plan by.',
      },
      {
        name: 'Categoría',
        dss: 'Categoria',
        definition:
          'Categoría de mercancía dentro del departamento, el nivel con el que planean los gerentes de categoría.',
      },
      {
        name: 'Catégorie',
        dss: 'Catégorie',
        definition:
          'Catégorie de marchandise au sein du rayon, le niveau de planification des gestionnaires de catégorie.',
      },
    ),
  },
  {
    code: 'subcatg_name',
    topic: 'ITEM',
    fieldType: 'DIMENSION',
    dataType: LABEL,
    products: EVERY_PRODUCT,
    words: words(
      {
        name: 'Subcategory',
        dss: 'Subcategory',
        definition: 'Group of similar items within a category, such as sparkling water within beverages.',
      },
      {
        name: 'Subcategoría',
        dss: 'Subcategoria',
        definition: 'Grupo de artículos similares dentro de una categoría, como agua mineral dentro de bebidas.',
      },
      {
        name: 'Sous-catégorie',
        dss: 'Sous-catégorie',
        definition: 'Groupe d’articles semblables au sein d’une catégorie, comme l’eau pétillante parmi les boissons.',
      },
    ),
  },
  {
    code: 'vnpk_qty',
    topic: 'ITEM',
    fieldType: 'ATTRIBUTE',
    dataType: COUNT,
    products: REPLENISHMENT,
    words: words(
      {
        name: 'Vendor Pack Quantity',
        dss: 'VNPK Qty',
        definition: 'Number of sellable units in the case the supplier ships.',
      },
      {
        name: 'Unidades por caja del proveedor',
        dss: 'Unid Caja',
        definition: 'Número de unidades vendibles en la caja que envía el proveedor.',
      },
      {
        name: 'Quantité par caisse fournisseur',
        dss: 'Qté caisse',
        definition: 'Nombre d’unités vendables dans la caisse expédiée par le fournisseur.',
      },
    ),
  },
  {
    code: 'unit_cost_amt',
    topic: 'ITEM',
    fieldType: 'ATTRIBUTE',
    dataType: MONEY,
    products: REPLENISHMENT,
    charterOnly: true,
    words: words(
      {
        name: 'Unit Cost',
        dss: 'Unit Cost $',
        definition: 'Cost the retailer pays the supplier for one sellable unit, in local currency.',
      },
      {
        name: 'Costo unitario',
        dss: 'Costo Unit $',
        definition: 'Costo que el minorista paga al proveedor por una unidad vendible, en moneda local.',
      },
      {
        name: 'Coût unitaire',
        dss: 'Coût unit. $',
        definition: 'Coût payé par le détaillant au fournisseur pour une unité vendable, en devise locale.',
      },
    ),
  },
  {
    code: 'unit_retail_amt',
    topic: 'ITEM',
    fieldType: 'ATTRIBUTE',
    dataType: MONEY,
    products: CHANNEL,
    words: words(
      {
        name: 'Unit Retail',
        dss: 'Unit Retail $',
        definition: 'Regular shelf price of one unit in the store, before markdowns.',
      },
      {
        name: 'Precio de venta unitario',
        dss: 'Precio Unit $',
        definition: 'Precio regular en anaquel de una unidad en la tienda, antes de rebajas.',
      },
      {
        name: 'Prix de détail unitaire',
        dss: 'Prix unit. $',
        definition: 'Prix régulier en tablette d’une unité au magasin, avant démarques.',
      },
    ),
  },
  // Supplier
  {
    code: 'supplier_nbr',
    topic: 'SUPPLIER',
    fieldType: 'DIMENSION',
    dataType: COUNT,
    products: EVERY_PRODUCT,
    words: words(
      {
        name: 'Supplier Number',
        dss: 'Vendor Nbr',
        definition: 'Six-digit number the retailer gave the supplier; its first digits name the supplier’s company.',
      },
      {
        name: 'Número de proveedor',
        dss: 'Num Prov',
        definition:
          'Número de seis dígitos que el minorista asignó al proveedor; sus primeros dígitos identifican a la empresa.',
      },
      {
        name: 'Numéro de fournisseur',
        dss: 'No fournisseur',
        definition:
          'Numéro à six chiffres attribué au fournisseur par le détaillant; ses premiers chiffres désignent l’entreprise.',
      },
    ),
  },
  {
    code: 'supplier_name',
    topic: 'SUPPLIER',
    fieldType: 'ATTRIBUTE',
    dataType: LABEL,
    products: EVERY_PRODUCT,
    words: words(
      {
        name: 'Supplier Name',
        dss: 'Vendor Name',
        definition: 'Legal name of the supplier, as on its supplier agreement.',
      },
      {
        name: 'Nombre del proveedor',
        dss: 'Nom Prov',
        definition: 'Razón social del proveedor, como aparece en su convenio de proveedor.',
      },
      {
        name: 'Nom du fournisseur',
        dss: 'Nom fournisseur',
        definition: 'Raison sociale du fournisseur, telle qu’elle figure à son entente fournisseur.',
      },
    ),
  },
  {
    code: 'dc_nbr',
    topic: 'SUPPLIER',
    fieldType: 'DIMENSION',
    dataType: COUNT,
    products: REPLENISHMENT,
    words: words(
      {
        name: 'Distribution Center Number',
        dss: 'DC Nbr',
        definition: 'Number of the distribution center that receives the supplier’s cases and ships them to stores.',
      },
      {
        name: 'Número de centro de distribución',
        dss: 'Num CEDIS',
        definition: 'Número del centro de distribución que recibe las cajas del proveedor y las envía a las tiendas.',
      },
      {
        name: 'Numéro de centre de distribution',
        dss: 'No CD',
        definition:
          'Numéro du centre de distribution qui reçoit les caisses du fournisseur et les expédie aux magasins.',
      },
    ),
  },
  {
    code: 'replen_type_cd',
    topic: 'SUPPLIER',
    fieldType: 'ATTRIBUTE',
    dataType: CODE,
    products: REPLENISHMENT,
    words: words(
      {
        name: 'Replenishment Method',
        dss: 'Replen Type',
        definition:
          'How the item reaches stores: through a distribution center, shipped direct to store, or delivered by the supplier’s own drivers.',
      },
      {
        name: 'Método de resurtido',
        dss: 'Tipo Resurt',
        definition:
          'Cómo llega el artículo a las tiendas: por un centro de distribución, enviado directo a tienda o entregado por el propio proveedor.',
      },
      {
        name: 'Mode de réapprovisionnement',
        dss: 'Type réappro.',
        definition:
          'Comment l’article parvient aux magasins : par un centre de distribution, expédié directement au magasin ou livré par le fournisseur.',
      },
    ),
  },
  // E-commerce
  {
    code: 'fulfmt_type_cd',
    topic: 'ECOMMERCE',
    fieldType: 'DIMENSION',
    dataType: CODE,
    products: DIGITAL,
    words: words(
      {
        name: 'Fulfillment Method',
        dss: 'Fulfmt Type',
        definition:
          'How an online order reached the shopper: store pickup, delivery from a store, or shipping from a fulfillment center.',
      },
      {
        name: 'Método de entrega',
        dss: 'Tipo Entrega',
        definition:
          'Cómo llegó un pedido en línea al comprador: recoger en tienda, envío desde una tienda o desde un centro de surtido.',
      },
      {
        name: 'Mode d’exécution',
        dss: 'Type exécution',
        definition:
          'Comment une commande en ligne est parvenue au client : cueillette en magasin, livraison depuis un magasin ou expédition depuis un centre de traitement.',
      },
    ),
  },
  {
    code: 'online_item_status_cd',
    topic: 'ECOMMERCE',
    fieldType: 'ATTRIBUTE',
    dataType: CODE,
    products: DIGITAL,
    words: words(
      {
        name: 'Online Item Status',
        dss: 'Online Status',
        definition: 'Whether the item can be bought online: published, unpublished or out of stock online.',
      },
      {
        name: 'Estatus del artículo en línea',
        dss: 'Estatus Linea',
        definition: 'Si el artículo se puede comprar en línea: publicado, no publicado o agotado en línea.',
      },
      {
        name: 'Statut de l’article en ligne',
        dss: 'Statut ligne',
        definition: 'Si l’article peut être acheté en ligne : publié, non publié ou en rupture en ligne.',
      },
    ),
  },
  // Shopper
  {
    code: 'shopper_sgmt_cd',
    topic: 'SHOPPER',
    fieldType: 'DIMENSION',
    dataType: CODE,
    products: SHOPPERS,
    charterOnly: true,
    words: words(
      {
        name: 'Shopper Segment',
        dss: 'Shopper Sgmt',
        definition: 'Group of loyalty households that shop alike, such as value seekers or busy families.',
      },
      {
        name: 'Segmento de compradores',
        dss: 'Segmento',
        definition:
          'Grupo de hogares del programa de lealtad que compran de forma parecida, como buscadores de ahorro o familias ocupadas.',
      },
      {
        name: 'Segment de clientèle',
        dss: 'Segment',
        definition:
          'Groupe de ménages du programme de fidélité aux habitudes semblables, comme les chasseurs d’aubaines ou les familles occupées.',
      },
    ),
  },
  {
    code: 'hh_income_band_cd',
    topic: 'SHOPPER',
    fieldType: 'ATTRIBUTE',
    dataType: CODE,
    products: SHOPPERS,
    charterOnly: true,
    words: words(
      {
        name: 'Household Income Band',
        dss: 'HH Income',
        definition: 'Estimated yearly income range of the household, from survey and census data.',
      },
      {
        name: 'Rango de ingreso del hogar',
        dss: 'Ingreso Hog',
        definition: 'Rango estimado de ingreso anual del hogar, con datos de encuestas y del censo.',
      },
      {
        name: 'Tranche de revenu du ménage',
        dss: 'Revenu mén.',
        definition: 'Fourchette estimée du revenu annuel du ménage, selon les données d’enquête et de recensement.',
      },
    ),
  },
  {
    code: 'shopper_chnl_cd',
    topic: 'SHOPPER',
    fieldType: 'ATTRIBUTE',
    dataType: CODE,
    products: SHOPPERS,
    words: words(
      {
        name: 'Shopping Channel Preference',
        dss: 'Shopper Chnl',
        definition: 'Where the household does most of its shopping: in store only, online only, or both.',
      },
      {
        name: 'Canal de compra preferido',
        dss: 'Canal Comp',
        definition: 'Dónde hace el hogar la mayor parte de sus compras: solo en tienda, solo en línea o en ambos.',
      },
      {
        name: 'Canal d’achat préféré',
        dss: 'Canal achat',
        definition:
          'Où le ménage fait la plupart de ses achats : en magasin seulement, en ligne seulement, ou les deux.',
      },
    ),
  },
];
