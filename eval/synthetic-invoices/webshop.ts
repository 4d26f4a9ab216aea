/**
 * Invoices as online shops send them with an order (the PDF templates of shop systems — Shopware / JTL, PrestaShop,
 * Shopify order printers, WooCommerce "PDF Invoices & Packing Slips", Magento — and small sellers' own shops), one
 * layout per country and shop style: a German B2C shop (gross prices at 19 % / 7 %, enthaltene MwSt., Versandkosten,
 * Gutschein, PayPal or Kauf auf Rechnung), a French boutique en ligne (TVA 20 % / 5,5 %, HT or TTC tables, référence
 * de commande beside the numéro de facture, adresse de livraison beside the facturation), a British Shopify-style
 * invoice (prices inc. VAT 20 % with zero-rated books and children's clothes, discount codes, paid or outstanding), a
 * Dutch WooCommerce invoice (BTW 21 % / 9 %, or OSS with the Belgian or German customer's rates; iDEAL), a Spanish or
 * Italian Magento-style invoice (a B2C tienda online, or a B2B order with net prices, the customer's VAT id and PO)
 * and a small handmade seller's own narrow invoice under the German or Austrian small-business VAT exemption. Each
 * document is drawn from its own seed:
 *   npx tsx eval/synthetic-invoices/webshop.ts --out DIR [--per 3] [--seed 1201] [--chromium PATH]
 * writes DIR/pdf/<id>.pdf, DIR/img/<id>.png|jpg and DIR/ground_truth.jsonl. The ground-truth conventions are in
 * webshop-common.ts.
 */
import { deShopwareInvoice } from './webshop-de.ts';
import { esItMagentoInvoice } from './webshop-es-it.ts';
import { frPrestashopInvoice } from './webshop-fr.ts';
import { nlWoocommerceInvoice } from './webshop-nl.ts';
import { smallShopInvoice } from './webshop-small.ts';
import { ukShopifyInvoice } from './webshop-uk.ts';
import type { Layout } from './webshop-common.ts';
import { runInvoiceGenerator } from './render-document.ts';

const LAYOUTS: Record<string, Layout> = {
  'de-shopware': deShopwareInvoice,
  'fr-prestashop': frPrestashopInvoice,
  'uk-shopify': ukShopifyInvoice,
  'nl-woocommerce': nlWoocommerceInvoice,
  'es-it-magento': esItMagentoInvoice,
  'de-at-handmade': smallShopInvoice,
};

await runInvoiceGenerator('webshop.ts', 1201, LAYOUTS);
