import type { LocaleTable } from './types.ts';

const r = String.raw;

export const fr: LocaleTable = {
  language: 'fr',
  dateOrder: 'DMY',
  labels: {
    invoice_number: [
      [r`(?:n[°º]|num[ée]ro)\s*(?:de\s+(?:la\s+)?)?facture|facture\s*(?:n[°º]|num[ée]ro|no)\.?`, 1],
      [r`(?:facture|avoir)\s*(?:\(\d+\)\s*)?(?:nr|no|n°|nº|#|numéro)\.?`, 1],
      [r`facture|avoir`, 0.55],
    ],
    receipt_number: [[r`ticket\s*(?:no|n[°º])\.?|re[çc]u\s*(?:no|n[°º])\.?`, 1]],
    po_number: [
      [r`bon\s+de\s+commande|n[°º]\s*(?:de\s+)?commande|commande\s*(?:n[°º]|no)?|r[ée]f(?:[ée]rence)?\s+(?:de\s+)?commande|votre\s+commande|votre\s+r[ée]f(?:[ée]rence)?|v/\s?r[ée]f\.?|num[ée]ro\s+de\s+commande`, 0.9],
    ],
    date: [
      [r`date\s+(?:de\s+)?(?:la\s+)?facture|date\s+d['’]\s?[ée]mission|date\s+de\s+facturation`, 1],
      [r`(?:facture|avoir)\b[^:]{0,60}?\s(?:du)`, 0.95],
      [r`date`, 0.7],
    ],
    other_date: [[r`[ée]ch[ée]ance|livraison|commande|exp[ée]dition|p[ée]riode|validit[ée]|limite|r[èe]glement|paiement`, 1]],
    due_date: [
      [r`(?:date\s+d['’]\s?)?[ée]ch[ée]ance|payable\s+le|date\s+limite\s+de\s+(?:paiement|r[èe]glement)|date\s+de\s+(?:paiement|r[èe]glement)`, 1],
      [r`(?:payable|[àa]\s+(?:r[ée]gler|payer))\s+(?:au\s+plus\s+tard\s+)?(?:avant\s+)?le|r[èe]glement\s+(?:avant\s+)?le`, 0.8],
    ],
    total: [
      [r`montant\s+ttc|total\s+ttc|montant\s+total|total\s+[àa]\s+payer|total\s+g[ée]n[ée]ral|total\s+facture`, 1],
      [r`total|montant`, 0.7],
    ],
    subtotal: [[r`total\s+ht|montant\s+ht|total\s+hors\s+taxes?|montant\s+hors\s+taxes?|sous[-\s]total|base\s+ht|total\s+net\s+ht`, 1]],
    tax: [[r`montant\s+(?:de\s+(?:la\s+)?)?tva|total\s+tva|tva|total\s+(?:des\s+)?taxes|taxes|montant\s+des\s+taxes`, 0.9]],
    amount_due: [
      [r`net\s+[àa]\s+payer|reste\s+[àa]\s+payer|montant\s+d[ûu]|total\s+[àa]\s+payer|solde\s+d[ûu]|reste\s+d[ûu]|montant\s+[àa]\s+payer|somme\s+[àa]\s+payer`, 1],
    ],
    supplier: [[r`fournisseur|vendeur|[ée]metteur|prestataire|[ée]mis\s+par|titulaire(?:\s+du\s+compte)?|b[ée]n[ée]ficiaire`, 1]],
    customer: [[r`acheteur|factur[ée]e?\s+[àa]|destinataire|adress[ée]e?\s+[àa]|client|adresse\s+de\s+facturation|facturer\s+[àa]|donneur\s+d['’]ordre`, 1]],
    ship_to: [[r`livr[ée]e?\s+[àa]|adresse\s+de\s+livraison|lieu\s+de\s+livraison`, 0.6]],
    name_key: [[r`raison\s+sociale|soci[ée]t[ée]`, 1]],
    payment_terms: [[r`conditions?\s+de\s+(?:paiement|r[èe]glement)|modalit[ée]s\s+de\s+(?:paiement|r[èe]glement)|mode\s+de\s+r[èe]glement`, 1]],
    phone: [[r`t[ée]l[ée]phone|t[ée]l\.?`, 1]],
  },
  notTotal: ['tva', 'ht', 'hors', r`taxes?`, 'remise', 'escompte', r`acomptes?`, r`qt[ée]`, r`quantit[ée]`, r`r[ée]duction`],
  notTax: ['hors', 'sans', 'base', r`intra\p{L}*`, 'num[ée]ro', 'taux', 'ttc', 'ht', r`exon[ée]r\p{L}*`],
  paid: ['acompte', r`d[ée]j[àa]\s+(?:pay[ée]|r[ée]gl[ée])`, r`vers[ée]`],
  inclusive: ['ttc', r`incluse?s?`, r`comprise?s?`, 'dont'],
  taxWords: ['tva', 'taxes?'],
  titles: ['facture', 'avoir', r`re[çc]u`],
  legalForms: [r`s\.?a\.?s\.?u?`, 'sarl', 'eurl', r`s\.?à\s?r\.?l\.?`, r`s\.?a\.?`, 'sci', 'snc', r`sas`],
  salutations: ['m\\.', 'mme', 'monsieur', 'madame', 'mlle'],
  addressee: ['messieurs', r`[àa]\s+l['’]attention\s+de`, r`soci[ée]t[ée]`],
  streetWords: ['rue', 'avenue', 'boulevard', r`bd\.?`, 'chemin', 'place', 'impasse', 'all[ée]e', r`quai`, r`cours`, r`route`],
  termDays: [String.raw`(?:payable|paiement|r[èe]glement|[àa]\s+r[ée]gler)\s+(?:[àa]|sous|dans\s+les|dans\s+un\s+d[ée]lai\s+de)\s+(\d{1,3})\s+jours`, String.raw`(\d{1,3})\s+jours\s+net`],
  dayWords: [r`jours?`, r`semaines?`],
  endOfMonth: [String.raw`fin\s+de\s+mois`, String.raw`f\.?d\.?m\.?`],
  discount: [String.raw`escompte`, String.raw`remise`],
  ocrLangs: 'fra',
  months: [
    ['janvier', 'janv'], ['février', 'fevrier', 'févr', 'fevr', 'fév', 'fev'], ['mars'], ['avril', 'avr'], ['mai'], ['juin'], ['juillet', 'juil'],
    ['août', 'aout'], ['septembre'], ['octobre'], ['novembre'], ['décembre', 'decembre', 'déc'],
  ],
  itemColumns: {
    description: ['désignation', 'designation', 'libellé', 'libelle', 'description', 'article', 'prestation'],
    quantity: ['quantité', 'qté', 'qte', r`qt[ée]\.?`],
    unit_price: [r`prix(?:\s+unitaire)?(?:\s+ht)?`, r`p\.u\.(?:\s*ht)?`, r`pu\s+ht`, r`pu`],
    tax_rate: ['tva', r`taux\s+tva`],
    amount: ['montant', r`montant\s+ht`, r`total\s+ht`, 'total'],
  },
};
