// The measures of the dictionary, each reported over every time window (data-element-sources.ts).
import {
  CHANNEL,
  COUNT,
  DIGITAL,
  MONEY,
  PERCEPTION,
  RATIO,
  REPLENISHMENT,
  SHOPPERS,
  wordsOf as words,
  type MeasureSource,
} from './data-element-sources';

export const MEASURES: readonly MeasureSource[] = [
  // Sales
  {
    code: 'pos_sls_amt',
    topic: 'SALES',
    dataType: MONEY,
    products: CHANNEL,
    words: words(
      {
        name: 'POS Sales',
        dss: 'POS Sls $',
        definition: 'Retail value of the items scanned at the register, in local currency, net of returns.',
      },
      {
        name: 'Ventas POS',
        dss: 'Vta POS $',
        definition:
          'Valor a precio de venta de los artículos escaneados en caja, en moneda local, neto de devoluciones.',
      },
      {
        name: 'Ventes PDV',
        dss: 'Vtes PDV $',
        definition: 'Valeur au prix de détail des articles lus à la caisse, en devise locale, nette des retours.',
      },
    ),
  },
  {
    code: 'pos_qty',
    topic: 'SALES',
    dataType: COUNT,
    products: CHANNEL,
    words: words(
      {
        name: 'POS Quantity',
        dss: 'POS Qty',
        definition: 'Number of units scanned at the register, net of returned units.',
      },
      {
        name: 'Cantidad POS',
        dss: 'Cant POS',
        definition: 'Número de unidades escaneadas en caja, neto de las unidades devueltas.',
      },
      {
        name: 'Quantité PDV',
        dss: 'Qté PDV',
        definition: 'Nombre d’unités lues à la caisse, net des unités retournées.',
      },
    ),
  },
  {
    code: 'net_sls_amt',
    topic: 'SALES',
    dataType: MONEY,
    products: CHANNEL,
    words: words(
      {
        name: 'Net Sales',
        dss: 'Net Sls $',
        definition: 'POS sales after markdowns, coupons and returns, in local currency, before taxes.',
      },
      {
        name: 'Ventas netas',
        dss: 'Vta Neta $',
        definition: 'Ventas POS después de rebajas, cupones y devoluciones, en moneda local, antes de impuestos.',
      },
      {
        name: 'Ventes nettes',
        dss: 'Vtes nettes $',
        definition: 'Ventes PDV après démarques, coupons et retours, en devise locale, avant taxes.',
      },
    ),
  },
  {
    code: 'gm_amt',
    topic: 'SALES',
    dataType: MONEY,
    products: CHANNEL,
    charterOnly: true,
    words: words(
      {
        name: 'Gross Margin',
        dss: 'GM $',
        definition: 'Net sales minus the cost of the units sold, in local currency.',
      },
      {
        name: 'Margen bruto',
        dss: 'MB $',
        definition: 'Ventas netas menos el costo de las unidades vendidas, en moneda local.',
      },
      {
        name: 'Marge brute',
        dss: 'MB $',
        definition: 'Ventes nettes moins le coût des unités vendues, en devise locale.',
      },
    ),
  },
  {
    code: 'gm_pct',
    topic: 'SALES',
    dataType: RATIO,
    products: CHANNEL,
    charterOnly: true,
    words: words(
      { name: 'Gross Margin Rate', dss: 'GM %', definition: 'Gross margin as a share of net sales.' },
      {
        name: 'Porcentaje de margen bruto',
        dss: 'MB %',
        definition: 'Margen bruto como proporción de las ventas netas.',
      },
      { name: 'Taux de marge brute', dss: 'MB %', definition: 'Marge brute en proportion des ventes nettes.' },
    ),
  },
  {
    code: 'aur_amt',
    topic: 'SALES',
    dataType: MONEY,
    products: CHANNEL,
    words: words(
      {
        name: 'Average Unit Retail',
        dss: 'AUR $',
        definition: 'POS sales divided by POS quantity: the average price a shopper paid for one unit.',
      },
      {
        name: 'Precio promedio por unidad',
        dss: 'PPU $',
        definition: 'Ventas POS entre cantidad POS: el precio promedio que pagó un comprador por una unidad.',
      },
      {
        name: 'Prix de détail unitaire moyen',
        dss: 'PDUM $',
        definition: 'Ventes PDV divisées par la quantité PDV : le prix moyen payé par un client pour une unité.',
      },
    ),
  },
  {
    code: 'mkdn_amt',
    topic: 'SALES',
    dataType: MONEY,
    products: CHANNEL,
    words: words(
      {
        name: 'Markdown Amount',
        dss: 'Mkdn $',
        definition: 'Retail value taken off the regular price of the units sold by clearance and rollback prices.',
      },
      {
        name: 'Monto de rebajas',
        dss: 'Rebaja $',
        definition:
          'Valor descontado del precio regular de las unidades vendidas por liquidaciones y precios rebajados.',
      },
      {
        name: 'Montant des démarques',
        dss: 'Démarque $',
        definition: 'Valeur retranchée du prix régulier des unités vendues en liquidation ou à prix réduit.',
      },
    ),
  },
  {
    code: 'rtn_amt',
    topic: 'SALES',
    dataType: MONEY,
    products: CHANNEL,
    words: words(
      {
        name: 'Returns Amount',
        dss: 'Rtn $',
        definition: 'Retail value refunded to shoppers for returned units, in local currency.',
      },
      {
        name: 'Monto de devoluciones',
        dss: 'Dev $',
        definition: 'Valor reembolsado a los compradores por unidades devueltas, en moneda local.',
      },
      {
        name: 'Montant des retours',
        dss: 'Ret. $',
        definition: 'Valeur remboursée aux clients pour les unités retournées, en devise locale.',
      },
    ),
  },
  {
    code: 'rtn_qty',
    topic: 'SALES',
    dataType: COUNT,
    products: CHANNEL,
    words: words(
      {
        name: 'Returns Quantity',
        dss: 'Rtn Qty',
        definition: 'Number of units shoppers brought back for a refund or an exchange.',
      },
      {
        name: 'Cantidad devuelta',
        dss: 'Cant Dev',
        definition: 'Número de unidades que los compradores devolvieron para un reembolso o un cambio.',
      },
      {
        name: 'Quantité retournée',
        dss: 'Qté ret.',
        definition: 'Nombre d’unités rapportées par les clients pour un remboursement ou un échange.',
      },
    ),
  },
  // Inventory
  {
    code: 'oh_qty',
    topic: 'INVENTORY',
    dataType: COUNT,
    products: REPLENISHMENT,
    words: words(
      {
        name: 'On Hand Quantity',
        dss: 'OH Qty',
        definition: 'Units in the store’s stock, on the shelf and in the backroom, at the close of business.',
      },
      {
        name: 'Inventario en tienda',
        dss: 'Inv Tda',
        definition: 'Unidades en existencia en la tienda, en anaquel y en bodega, al cierre del día.',
      },
      {
        name: 'Quantité en stock',
        dss: 'Qté stock',
        definition: 'Unités en stock au magasin, en tablette et en réserve, à la fermeture.',
      },
    ),
  },
  {
    code: 'oo_qty',
    topic: 'INVENTORY',
    dataType: COUNT,
    products: REPLENISHMENT,
    words: words(
      {
        name: 'On Order Quantity',
        dss: 'OO Qty',
        definition: 'Units ordered for the store and not yet shipped by the supplier or the distribution center.',
      },
      {
        name: 'Cantidad en pedido',
        dss: 'Cant Ped',
        definition: 'Unidades pedidas para la tienda que el proveedor o el centro de distribución aún no envía.',
      },
      {
        name: 'Quantité en commande',
        dss: 'Qté comm.',
        definition:
          'Unités commandées pour le magasin, pas encore expédiées par le fournisseur ou le centre de distribution.',
      },
    ),
  },
  {
    code: 'in_trnst_qty',
    topic: 'INVENTORY',
    dataType: COUNT,
    products: REPLENISHMENT,
    words: words(
      {
        name: 'In Transit Quantity',
        dss: 'In Trnst Qty',
        definition: 'Units shipped to the store and not yet received.',
      },
      {
        name: 'Cantidad en tránsito',
        dss: 'Cant Trans',
        definition: 'Unidades enviadas a la tienda que aún no se reciben.',
      },
      {
        name: 'Quantité en transit',
        dss: 'Qté transit',
        definition: 'Unités expédiées au magasin, pas encore reçues.',
      },
    ),
  },
  {
    code: 'whse_oh_qty',
    topic: 'INVENTORY',
    dataType: COUNT,
    products: REPLENISHMENT,
    words: words(
      {
        name: 'Warehouse On Hand Quantity',
        dss: 'Whse OH Qty',
        definition: 'Units in stock at the distribution centers that supply the stores.',
      },
      {
        name: 'Inventario en CEDIS',
        dss: 'Inv CEDIS',
        definition: 'Unidades en existencia en los centros de distribución que surten a las tiendas.',
      },
      {
        name: 'Quantité en entrepôt',
        dss: 'Qté entrepôt',
        definition: 'Unités en stock dans les centres de distribution qui approvisionnent les magasins.',
      },
    ),
  },
  {
    code: 'instk_pct',
    topic: 'INVENTORY',
    dataType: RATIO,
    products: REPLENISHMENT,
    words: words(
      {
        name: 'In Stock Rate',
        dss: 'Instk %',
        definition: 'Share of store and item combinations with at least one unit on hand.',
      },
      {
        name: 'Porcentaje en existencia',
        dss: 'En Exist %',
        definition: 'Proporción de combinaciones de tienda y artículo con al menos una unidad en existencia.',
      },
      {
        name: 'Taux de disponibilité',
        dss: 'Dispo %',
        definition: 'Proportion des combinaisons magasin-article ayant au moins une unité en stock.',
      },
    ),
  },
  {
    code: 'wks_of_sply',
    topic: 'INVENTORY',
    dataType: RATIO,
    products: REPLENISHMENT,
    words: words(
      {
        name: 'Weeks of Supply',
        dss: 'WOS',
        definition:
          'On hand quantity divided by the average weekly POS quantity: how many weeks the stock lasts at the current rate of sale.',
      },
      {
        name: 'Semanas de inventario',
        dss: 'Sem Inv',
        definition:
          'Inventario en tienda entre la cantidad POS semanal promedio: cuántas semanas dura la existencia al ritmo de venta actual.',
      },
      {
        name: 'Semaines d’approvisionnement',
        dss: 'Sem. appro.',
        definition:
          'Quantité en stock divisée par la quantité PDV hebdomadaire moyenne : combien de semaines le stock dure au rythme de vente actuel.',
      },
    ),
  },
  {
    code: 'shrink_amt',
    topic: 'INVENTORY',
    dataType: MONEY,
    products: REPLENISHMENT,
    charterOnly: true,
    words: words(
      {
        name: 'Shrink Amount',
        dss: 'Shrink $',
        definition: 'Retail value of the stock lost to damage, theft and record errors, found by inventory counts.',
      },
      {
        name: 'Monto de merma',
        dss: 'Merma $',
        definition:
          'Valor a precio de venta del inventario perdido por daño, robo y errores de registro, según los conteos.',
      },
      {
        name: 'Montant des pertes',
        dss: 'Pertes $',
        definition:
          'Valeur au prix de détail du stock perdu par bris, vol et erreurs d’inventaire, constatée aux dénombrements.',
      },
    ),
  },
  // Supplier
  {
    code: 'po_qty',
    topic: 'SUPPLIER',
    dataType: COUNT,
    products: REPLENISHMENT,
    words: words(
      {
        name: 'Purchase Order Quantity',
        dss: 'PO Qty',
        definition: 'Units ordered from the supplier on purchase orders created in the period.',
      },
      {
        name: 'Cantidad en órdenes de compra',
        dss: 'Cant OC',
        definition: 'Unidades pedidas al proveedor en las órdenes de compra creadas en el periodo.',
      },
      {
        name: 'Quantité des bons de commande',
        dss: 'Qté BC',
        definition: 'Unités commandées au fournisseur sur les bons de commande créés pendant la période.',
      },
    ),
  },
  {
    code: 'rcvd_qty',
    topic: 'SUPPLIER',
    dataType: COUNT,
    products: REPLENISHMENT,
    words: words(
      {
        name: 'Received Quantity',
        dss: 'Rcvd Qty',
        definition: 'Units received from the supplier at stores and distribution centers.',
      },
      {
        name: 'Cantidad recibida',
        dss: 'Cant Rec',
        definition: 'Unidades recibidas del proveedor en tiendas y centros de distribución.',
      },
      {
        name: 'Quantité reçue',
        dss: 'Qté reçue',
        definition: 'Unités reçues du fournisseur en magasin et dans les centres de distribution.',
      },
    ),
  },
  {
    code: 'fill_rt_pct',
    topic: 'SUPPLIER',
    dataType: RATIO,
    products: REPLENISHMENT,
    words: words(
      {
        name: 'Order Fill Rate',
        dss: 'Fill Rt %',
        definition: 'Received quantity as a share of the quantity ordered on the same purchase orders.',
      },
      {
        name: 'Nivel de surtido',
        dss: 'Surtido %',
        definition: 'Cantidad recibida como proporción de la cantidad pedida en las mismas órdenes de compra.',
      },
      {
        name: 'Taux de service',
        dss: 'Service %',
        definition: 'Quantité reçue en proportion de la quantité commandée sur les mêmes bons de commande.',
      },
    ),
  },
  {
    code: 'otd_pct',
    topic: 'SUPPLIER',
    dataType: RATIO,
    products: REPLENISHMENT,
    words: words(
      {
        name: 'On-Time Delivery Rate',
        dss: 'OTD %',
        definition: 'Share of purchase orders delivered within their must-arrive-by window.',
      },
      {
        name: 'Porcentaje de entregas a tiempo',
        dss: 'Ent Tiempo %',
        definition: 'Proporción de órdenes de compra entregadas dentro de su ventana de llegada.',
      },
      {
        name: 'Taux de livraison à temps',
        dss: 'Livr. temps %',
        definition: 'Proportion des bons de commande livrés dans leur fenêtre de livraison.',
      },
    ),
  },
  {
    code: 'lead_tm_days',
    topic: 'SUPPLIER',
    dataType: RATIO,
    products: REPLENISHMENT,
    words: words(
      {
        name: 'Order Lead Time',
        dss: 'Lead Tm Days',
        definition: 'Average number of days from the creation of a purchase order to its receipt.',
      },
      {
        name: 'Tiempo de entrega',
        dss: 'Dias Entrega',
        definition: 'Número promedio de días entre la creación de una orden de compra y su recepción.',
      },
      {
        name: 'Délai de livraison',
        dss: 'Délai jours',
        definition: 'Nombre moyen de jours entre la création d’un bon de commande et sa réception.',
      },
    ),
  },
  {
    code: 'cogs_amt',
    topic: 'SUPPLIER',
    dataType: MONEY,
    products: REPLENISHMENT,
    charterOnly: true,
    words: words(
      {
        name: 'Cost of Goods Sold',
        dss: 'COGS $',
        definition: 'Cost of the units sold, at the supplier’s invoiced unit cost, in local currency.',
      },
      {
        name: 'Costo de ventas',
        dss: 'Costo Vta $',
        definition: 'Costo de las unidades vendidas al costo unitario facturado por el proveedor, en moneda local.',
      },
      {
        name: 'Coût des marchandises vendues',
        dss: 'CMV $',
        definition: 'Coût des unités vendues au coût unitaire facturé par le fournisseur, en devise locale.',
      },
    ),
  },
  // E-commerce
  {
    code: 'online_sls_amt',
    topic: 'ECOMMERCE',
    dataType: MONEY,
    products: DIGITAL,
    words: words(
      {
        name: 'Online Sales',
        dss: 'Online Sls $',
        definition:
          'Value of the items sold on the website and the app, pickup and delivery orders alike, net of cancellations.',
      },
      {
        name: 'Ventas en línea',
        dss: 'Vta Linea $',
        definition:
          'Valor de los artículos vendidos en el sitio web y la app, pedidos para recoger y a domicilio, neto de cancelaciones.',
      },
      {
        name: 'Ventes en ligne',
        dss: 'Vtes ligne $',
        definition:
          'Valeur des articles vendus sur le site Web et l’appli, commandes à emporter et livrées, nette des annulations.',
      },
    ),
  },
  {
    code: 'online_qty',
    topic: 'ECOMMERCE',
    dataType: COUNT,
    products: DIGITAL,
    words: words(
      {
        name: 'Online Units Sold',
        dss: 'Online Qty',
        definition: 'Number of units sold on the website and the app, net of cancellations.',
      },
      {
        name: 'Unidades vendidas en línea',
        dss: 'Cant Linea',
        definition: 'Número de unidades vendidas en el sitio web y la app, neto de cancelaciones.',
      },
      {
        name: 'Unités vendues en ligne',
        dss: 'Qté ligne',
        definition: 'Nombre d’unités vendues sur le site Web et l’appli, net des annulations.',
      },
    ),
  },
  {
    code: 'item_pg_view_cnt',
    topic: 'ECOMMERCE',
    dataType: COUNT,
    products: DIGITAL,
    words: words(
      {
        name: 'Item Page Views',
        dss: 'Item Pg Views',
        definition: 'Number of times shoppers opened the item’s page on the website or the app.',
      },
      {
        name: 'Vistas de página del artículo',
        dss: 'Vistas Pag',
        definition: 'Número de veces que los compradores abrieron la página del artículo en el sitio web o la app.',
      },
      {
        name: 'Consultations de la page article',
        dss: 'Consult. page',
        definition: 'Nombre de fois où des clients ont ouvert la page de l’article sur le site Web ou l’appli.',
      },
    ),
  },
  {
    code: 'add_to_cart_cnt',
    topic: 'ECOMMERCE',
    dataType: COUNT,
    products: DIGITAL,
    words: words(
      {
        name: 'Add-to-Cart Count',
        dss: 'ATC Cnt',
        definition: 'Number of times shoppers added the item to their online cart.',
      },
      {
        name: 'Agregados al carrito',
        dss: 'Agr Carrito',
        definition: 'Número de veces que los compradores agregaron el artículo a su carrito en línea.',
      },
      {
        name: 'Ajouts au panier',
        dss: 'Ajouts panier',
        definition: 'Nombre de fois où des clients ont ajouté l’article à leur panier en ligne.',
      },
    ),
  },
  {
    code: 'conv_rt_pct',
    topic: 'ECOMMERCE',
    dataType: RATIO,
    products: DIGITAL,
    words: words(
      {
        name: 'Online Conversion Rate',
        dss: 'Conv %',
        definition: 'Share of item page views followed by an order of the item in the same visit.',
      },
      {
        name: 'Tasa de conversión en línea',
        dss: 'Conv %',
        definition:
          'Proporción de vistas de página del artículo seguidas de un pedido del artículo en la misma visita.',
      },
      {
        name: 'Taux de conversion en ligne',
        dss: 'Conv. %',
        definition:
          'Proportion des consultations de la page article suivies d’une commande de l’article pendant la même visite.',
      },
    ),
  },
  {
    code: 'pickup_ordr_cnt',
    topic: 'ECOMMERCE',
    dataType: COUNT,
    products: DIGITAL,
    words: words(
      {
        name: 'Pickup Orders',
        dss: 'Pickup Ordr',
        definition: 'Number of online orders with the item that shoppers collected at a store.',
      },
      {
        name: 'Pedidos para recoger',
        dss: 'Ped Recoger',
        definition: 'Número de pedidos en línea con el artículo que los compradores recogieron en una tienda.',
      },
      {
        name: 'Commandes à emporter',
        dss: 'Comm. emporter',
        definition: 'Nombre de commandes en ligne contenant l’article que des clients ont récupérées en magasin.',
      },
    ),
  },
  {
    code: 'dlvr_ordr_cnt',
    topic: 'ECOMMERCE',
    dataType: COUNT,
    products: DIGITAL,
    words: words(
      {
        name: 'Delivery Orders',
        dss: 'Dlvr Ordr',
        definition: 'Number of online orders with the item delivered to the shopper’s address.',
      },
      {
        name: 'Pedidos a domicilio',
        dss: 'Ped Domicilio',
        definition: 'Número de pedidos en línea con el artículo entregados en el domicilio del comprador.',
      },
      {
        name: 'Commandes livrées',
        dss: 'Comm. livrées',
        definition: 'Nombre de commandes en ligne contenant l’article livrées à l’adresse du client.',
      },
    ),
  },
  // Shopper
  {
    code: 'shopper_cnt',
    topic: 'SHOPPER',
    dataType: COUNT,
    products: SHOPPERS,
    charterOnly: true,
    words: words(
      {
        name: 'Shoppers',
        dss: 'Shopper Cnt',
        definition: 'Number of distinct loyalty households that bought the item at least once.',
      },
      {
        name: 'Compradores',
        dss: 'Compradores',
        definition: 'Número de hogares distintos del programa de lealtad que compraron el artículo al menos una vez.',
      },
      {
        name: 'Clients',
        dss: 'Nb clients',
        definition: 'Nombre de ménages distincts du programme de fidélité ayant acheté l’article au moins une fois.',
      },
    ),
  },
  {
    code: 'trip_cnt',
    topic: 'SHOPPER',
    dataType: COUNT,
    products: SHOPPERS,
    charterOnly: true,
    words: words(
      {
        name: 'Shopping Trips',
        dss: 'Trips',
        definition: 'Number of baskets, in store or online, that included the item.',
      },
      {
        name: 'Visitas de compra',
        dss: 'Visitas',
        definition: 'Número de canastas, en tienda o en línea, que incluyeron el artículo.',
      },
      {
        name: 'Visites d’achat',
        dss: 'Visites',
        definition: 'Nombre de paniers, en magasin ou en ligne, contenant l’article.',
      },
    ),
  },
  {
    code: 'spend_per_shopper_amt',
    topic: 'SHOPPER',
    dataType: MONEY,
    products: SHOPPERS,
    charterOnly: true,
    words: words(
      {
        name: 'Spend per Shopper',
        dss: 'Spend/Shopper $',
        definition: 'Sales to loyalty households divided by the number of shoppers.',
      },
      {
        name: 'Gasto por comprador',
        dss: 'Gasto/Comp $',
        definition: 'Ventas a hogares del programa de lealtad entre el número de compradores.',
      },
      {
        name: 'Dépense par client',
        dss: 'Dépense/client $',
        definition: 'Ventes aux ménages du programme de fidélité divisées par le nombre de clients.',
      },
    ),
  },
  {
    code: 'units_per_trip',
    topic: 'SHOPPER',
    dataType: RATIO,
    products: SHOPPERS,
    words: words(
      {
        name: 'Units per Trip',
        dss: 'Units/Trip',
        definition: 'Average number of units of the item in a basket that included it.',
      },
      {
        name: 'Unidades por visita',
        dss: 'Unid/Visita',
        definition: 'Número promedio de unidades del artículo en una canasta que lo incluyó.',
      },
      {
        name: 'Unités par visite',
        dss: 'Unités/visite',
        definition: 'Nombre moyen d’unités de l’article dans un panier qui le contenait.',
      },
    ),
  },
  {
    code: 'repeat_rt_pct',
    topic: 'SHOPPER',
    dataType: RATIO,
    products: SHOPPERS,
    charterOnly: true,
    words: words(
      {
        name: 'Repeat Rate',
        dss: 'Repeat %',
        definition: 'Share of shoppers who bought the item on two or more trips.',
      },
      {
        name: 'Tasa de recompra',
        dss: 'Recompra %',
        definition: 'Proporción de compradores que compraron el artículo en dos o más visitas.',
      },
      {
        name: 'Taux de réachat',
        dss: 'Réachat %',
        definition: 'Proportion des clients ayant acheté l’article lors de deux visites ou plus.',
      },
    ),
  },
  {
    code: 'hh_pntrn_pct',
    topic: 'SHOPPER',
    dataType: RATIO,
    products: SHOPPERS,
    charterOnly: true,
    words: words(
      {
        name: 'Household Penetration',
        dss: 'HH Pntrn %',
        definition: 'Share of all active loyalty households that bought the item.',
      },
      {
        name: 'Penetración en hogares',
        dss: 'Penet Hog %',
        definition: 'Proporción de todos los hogares activos del programa de lealtad que compraron el artículo.',
      },
      {
        name: 'Pénétration des ménages',
        dss: 'Pénét. mén. %',
        definition: 'Proportion de tous les ménages actifs du programme de fidélité ayant acheté l’article.',
      },
    ),
  },
  {
    code: 'new_shopper_cnt',
    topic: 'SHOPPER',
    dataType: COUNT,
    products: SHOPPERS,
    charterOnly: true,
    words: words(
      {
        name: 'New Shoppers',
        dss: 'New Shopper Cnt',
        definition: 'Shoppers who bought the item without having bought it in the previous 52 weeks.',
      },
      {
        name: 'Compradores nuevos',
        dss: 'Comp Nuevos',
        definition: 'Compradores que adquirieron el artículo sin haberlo comprado en las 52 semanas anteriores.',
      },
      {
        name: 'Nouveaux clients',
        dss: 'Nouv. clients',
        definition: 'Clients ayant acheté l’article sans l’avoir acheté au cours des 52 semaines précédentes.',
      },
    ),
  },
  {
    code: 'csat_score',
    topic: 'SHOPPER',
    dataType: RATIO,
    products: PERCEPTION,
    words: words(
      {
        name: 'Customer Satisfaction Score',
        dss: 'CSAT',
        definition: 'Average rating, from 1 to 5, that surveyed shoppers gave their experience with the item.',
      },
      {
        name: 'Índice de satisfacción del cliente',
        dss: 'CSAT',
        definition:
          'Calificación promedio, de 1 a 5, que los compradores encuestados dieron a su experiencia con el artículo.',
      },
      {
        name: 'Indice de satisfaction client',
        dss: 'CSAT',
        definition: 'Note moyenne, de 1 à 5, donnée par les clients sondés à leur expérience avec l’article.',
      },
    ),
  },
  {
    code: 'nps_score',
    topic: 'SHOPPER',
    dataType: RATIO,
    products: PERCEPTION,
    words: words(
      {
        name: 'Net Promoter Score',
        dss: 'NPS',
        definition:
          'Share of surveyed shoppers who would recommend the item, minus the share who would not, from -100 to 100.',
      },
      {
        name: 'Índice de recomendación neta',
        dss: 'NPS',
        definition:
          'Proporción de compradores encuestados que recomendarían el artículo menos la de quienes no lo harían, de -100 a 100.',
      },
      {
        name: 'Indice de recommandation net',
        dss: 'NPS',
        definition:
          'Proportion des clients sondés qui recommanderaient l’article, moins celle des clients qui ne le feraient pas, de -100 à 100.',
      },
    ),
  },
];
