/**
 * Label wording for the multi-language layouts of european-layouts.ts, written independently of languages.ts.
 * A value is either fixed or a list of variants (one is picked per document). Placeholders: {no} invoice
 * number, {d} a date, {n} days, {r} a VAT rate, {b} a VAT base, {p} a discount percentage, {a} the amount due,
 * {iban} the IBAN, {name} the supplier.
 */
import { pick, type Random } from './content.ts';

export type V = string | readonly string[];
export type Chosen<T> = { [K in keyof T]: string };

/** Picks one variant of every label, in a fixed key order so documents stay reproducible. */
export function choose<T extends { [K in keyof T]: V }>(random: Random, table: T): Chosen<T> {
  return Object.fromEntries(Object.entries(table as Record<string, V>).map(([key, value]) => [key, typeof value === 'string' ? value : pick(random, value)])) as Chosen<T>;
}

export const fill = (template: string, vars: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);

/** Shared by every list-style totals block. */
export interface TotalLabels {
  gross: V; discount: V; net: V; tax: V; taxBase: V; taxTotal: V; total: V; paid: V; due: V;
}

/** A German DIN 5008 letter and its Dutch counterpart. */
export interface LetterLabels extends TotalLabels {
  subject: V; number: V; customerNo: V; date: V; serviceDate: V; po: V; contact: V; phone: V; email: V; page: V;
  salutation: V; intro: V; pos: V; qty: V; unit: V; desc: V; price: V; rate: V; amount: V;
  payDate: V; payTerms: V; closing: V; vat: V; taxNo: V; manager: V; bank: V;
}

export const LETTER: Record<'de' | 'nl', LetterLabels> = {
  de: {
    subject: ['Rechnung Nr. {no}', 'Rechnung {no}', 'RECHNUNG'], number: ['Rechnungsnr.', 'Rechnungs-Nr.', 'Rechnungsnummer'],
    customerNo: ['Kundennr.', 'Kunden-Nr.', 'Ihre Kundennummer'], date: ['Datum', 'Rechnungsdatum'],
    serviceDate: ['Leistungsdatum', 'Lieferdatum', 'Liefer-/Leistungsdatum'], po: ['Ihre Bestellung', 'Ihr Auftrag Nr.', 'Bestellnummer'],
    contact: ['Ansprechpartner', 'Bearbeiter/in'], phone: 'Tel.', email: 'E-Mail', page: 'Seite 1 von 1',
    salutation: ['Sehr geehrte Damen und Herren,', ''],
    intro: ['vielen Dank für Ihren Auftrag. Wir stellen Ihnen folgende Leistungen in Rechnung:', 'für unsere Lieferungen und Leistungen berechnen wir Ihnen:', 'wir erlauben uns, wie folgt zu berechnen:'],
    pos: 'Pos.', qty: ['Menge', 'Anz.'], unit: ['Einheit', 'ME'], desc: ['Bezeichnung', 'Artikel / Leistung', 'Beschreibung'],
    price: ['Einzelpreis', 'E-Preis', 'Preis/Einh.'], rate: ['USt.', 'MwSt.', 'USt-Satz'], amount: ['Gesamtpreis', 'Gesamt', 'Betrag'],
    gross: ['Summe Positionen', 'Zwischensumme'], discount: ['abzgl. {p} Rabatt', 'Nachlass {p}'], net: ['Nettobetrag', 'Summe netto', 'Gesamt netto'],
    tax: ['zzgl. {r} USt.', 'zzgl. {r} MwSt.', 'Umsatzsteuer {r}'], taxBase: ['zzgl. {r} USt. auf {b}', 'USt. {r} auf {b}'], taxTotal: 'Summe Umsatzsteuer',
    total: ['Rechnungsbetrag', 'Gesamtbetrag', 'Bruttobetrag', 'Endbetrag'], paid: ['abzgl. Anzahlung', 'abzgl. bereits gezahlt'], due: ['Zahlbetrag', 'Noch zu zahlen', 'Restbetrag'],
    payDate: ['Bitte überweisen Sie den Betrag bis zum {d} ohne Abzug auf das unten genannte Konto.', 'Zahlbar ohne Abzug bis {d}. Bitte geben Sie bei Zahlung die Rechnungsnummer an.'],
    payTerms: ['Zahlungsbedingungen: {n} Tage netto, fällig am {d}.', 'Zahlbar innerhalb von {n} Tagen ohne Abzug (bis {d}).'],
    closing: ['Mit freundlichen Grüßen', 'Freundliche Grüße'], vat: ['USt-IdNr.', 'USt-ID', 'USt.-Id.-Nr.'], taxNo: 'Steuernr.', manager: 'Geschäftsführung', bank: ['Bankverbindung', 'Bank'],
  },
  nl: {
    subject: ['Factuur {no}', 'FACTUUR', 'Factuur nr. {no}'], number: ['Factuurnummer', 'Factuurnr.'],
    customerNo: ['Klantnummer', 'Debiteurnr.', 'Relatienummer'], date: ['Factuurdatum', 'Datum'],
    serviceDate: ['Leverdatum', 'Datum levering'], po: ['Uw referentie', 'Uw ordernummer', 'Inkoopordernr.'],
    contact: ['Contactpersoon', 'Behandeld door'], phone: 'Tel.', email: 'E-mail', page: 'Pagina 1 van 1',
    salutation: ['Geachte heer, mevrouw,', ''],
    intro: ['hierbij ontvangt u de factuur voor de volgende werkzaamheden:', 'voor de geleverde diensten brengen wij u het volgende in rekening:'],
    pos: 'Nr.', qty: ['Aantal', 'Aant.'], unit: 'Eenheid', desc: ['Omschrijving', 'Artikel/dienst'],
    price: ['Prijs', 'Stukprijs', 'Prijs p/e'], rate: ['Btw', 'Btw %'], amount: ['Bedrag', 'Totaal'],
    gross: ['Totaal regels', 'Brutobedrag'], discount: ['Korting {p}', 'Af: {p} korting'], net: ['Subtotaal', 'Totaal excl. btw'],
    tax: ['Btw {r}', '{r} btw'], taxBase: ['Btw {r} over {b}', '{r} btw over {b}'], taxTotal: 'Totaal btw',
    total: ['Totaal incl. btw', 'Totaalbedrag', 'Factuurbedrag'], paid: ['Reeds voldaan', 'Ontvangen aanbetaling'], due: ['Te betalen', 'Totaal te voldoen', 'Openstaand saldo'],
    payDate: ['Wij verzoeken u het bedrag vóór {d} over te maken op rekening {iban} t.n.v. {name}, o.v.v. het factuurnummer.', 'Graag ontvangen wij uw betaling uiterlijk {d}.'],
    payTerms: ['Betalingstermijn {n} dagen na factuurdatum (uiterlijk {d}).', 'Wij verzoeken u binnen {n} dagen te betalen, dus vóór {d}.'],
    closing: ['Met vriendelijke groet,', 'Hoogachtend,'], vat: ['Btw-nr.', 'Btw-id', 'BTW-nummer'], taxNo: '', manager: 'Directie', bank: ['Bankgegevens', 'Bank'],
  },
};

/** The boxed accountants' template (Spanish, Italian, Portuguese): header grid, bordered items, tax strip. */
export interface GridLabels {
  title: V; number: V; date: V; due: V; payment: V; transfer: V; terms: V; po: V; client: V; customerNo: V; vat: V;
  code: V; desc: V; qty: V; unit: V; price: V; rate: V; amount: V; gross: V; discount: V; base: V; ratePct: V; quota: V;
  total: V; sum: V; paid: V; amountDue: V; bank: V; register: V; note: V; phone: V;
}

export const GRID: Record<'es' | 'it' | 'pt', GridLabels> = {
  es: {
    title: 'FACTURA', number: ['Nº factura', 'Factura nº', 'Número'], date: ['Fecha', 'Fecha factura', 'Fecha de expedición'], due: ['Vencimiento', 'Fecha vto.'],
    payment: 'Forma de pago', transfer: ['Transferencia bancaria', 'Transferencia'], terms: 'Transferencia a {n} días', po: ['Su pedido', 'Nº pedido', 'Ref. cliente'],
    client: ['Cliente', 'Datos del cliente', 'Facturar a'], customerNo: 'Cód. cliente', vat: ['NIF', 'CIF', 'NIF-IVA'],
    code: ['Código', 'Ref.'], desc: ['Concepto', 'Descripción', 'Artículo'], qty: ['Cant.', 'Unidades', 'Cantidad'], unit: 'Ud.',
    price: ['Precio', 'Precio unit.', 'P. unitario'], rate: '% IVA', amount: ['Importe', 'Total'],
    gross: ['Importe bruto', 'Suma'], discount: ['Dto. {p}', 'Descuento {p}'], base: 'Base imponible', ratePct: '% IVA', quota: ['Cuota IVA', 'Cuota', 'Importe IVA'],
    total: ['TOTAL FACTURA', 'Total factura', 'TOTAL'], sum: 'Totales', paid: ['Entregado a cuenta', 'Anticipo recibido'], amountDue: ['Total a pagar', 'Líquido a pagar', 'Pendiente de pago'],
    bank: ['Cuenta de abono', 'Cuenta bancaria', 'IBAN'], phone: 'Tel.',
    register: 'Inscrita en el Registro Mercantil de {city}, Tomo {n}, Folio {m}, Hoja {k}.',
    note: 'Conforme al RGPD, sus datos se tratan por {name} con la única finalidad de gestionar la relación comercial.',
  },
  it: {
    title: 'FATTURA', number: ['Fattura n.', 'Numero', 'N. documento'], date: ['Data', 'Data documento', 'del'], due: ['Scadenza', 'Data scadenza'],
    payment: ['Pagamento', 'Modalità di pagamento'], transfer: ['Bonifico bancario', 'Bonifico'], terms: ['Bonifico {n} gg d.f.', 'B.B. {n} gg data fattura'],
    po: ['Vs. ordine', 'Rif. ordine', 'Vs. riferimento'], client: ['Spett.le', 'Destinatario', 'Cliente'], customerNo: 'Cod. cliente', vat: ['P.IVA', 'Partita IVA', 'P. IVA'],
    code: ['Codice', 'Cod. art.'], desc: ['Descrizione', 'Descrizione articolo'], qty: ['Q.tà', 'Quantità'], unit: ['U.M.', 'UM'],
    price: ['Prezzo', 'Prezzo unitario', 'Prezzo un.'], rate: ['IVA %', 'Aliq.'], amount: ['Importo', 'Totale'],
    gross: ['Totale merce', 'Totale righe'], discount: ['Sconto {p}', 'Sconto incond. {p}'], base: 'Imponibile', ratePct: ['Aliquota', '% IVA'], quota: ['Imposta', 'IVA'],
    total: ['Totale documento', 'TOTALE FATTURA', 'Totale fattura'], sum: 'Totali', paid: ['Acconto versato', 'Acconto'], amountDue: ['Netto a pagare', 'Totale da pagare'],
    bank: ['Coordinate bancarie', "Banca d'appoggio", 'IBAN'], phone: 'Tel.',
    register: 'Capitale sociale € {cap} i.v. – Registro Imprese di {city} – REA n. {n}',
    note: 'Informativa sul trattamento dei dati personali (Reg. UE 2016/679) disponibile su richiesta.',
  },
  pt: {
    title: 'FATURA', number: ['Fatura n.º', 'N.º documento', 'Número'], date: ['Data', 'Data de emissão', 'Data do documento'], due: ['Vencimento', 'Data de vencimento', 'Data limite'],
    payment: ['Condições de pagamento', 'Pagamento', 'Modo de pagamento'], transfer: ['Transferência bancária', 'Transferência'], terms: ['Pagamento a {n} dias', '{n} dias após emissão'],
    po: ['V/ Ref.ª', 'Requisição', 'V/ Encomenda'], client: ['Cliente', 'Exmo.(s) Sr.(s)'], customerNo: 'N.º cliente', vat: ['NIF', 'Contribuinte n.º', 'NIPC'],
    code: ['Ref.ª', 'Artigo', 'Código'], desc: ['Designação', 'Descrição'], qty: ['Qtd.', 'Quant.'], unit: ['Un.', 'Unid.'],
    price: ['Preço', 'Preço unit.', 'P. unitário'], rate: ['IVA', 'Taxa'], amount: ['Valor', 'Total', 'Montante'],
    gross: ['Total ilíquido', 'Soma'], discount: ['Desconto {p}', 'Desc. comercial {p}'], base: ['Incidência', 'Base tributável'], ratePct: ['Taxa IVA', 'Taxa'], quota: ['Valor IVA', 'IVA'],
    total: ['Total documento', 'TOTAL', 'Total (EUR)'], sum: 'Totais', paid: ['Adiantamento', 'Valor já pago'], amountDue: ['Total a pagar', 'Valor a pagar'],
    bank: ['IBAN', 'Dados bancários', 'Coordenadas bancárias'], phone: 'Tel.',
    register: 'Capital social {cap} € · Matrícula na C.R.C. de {city} sob o n.º {n}',
    note: 'Documento processado por computador. Obrigado pela sua preferência.',
  },
};

/** The minimal template of online invoicing apps. */
export interface ModernLabels extends TotalLabels {
  title: V; number: V; date: V; dueDate: V; po: V; to: V; from: V; desc: V; qty: V; unit: V; price: V; rate: V; amount: V;
  payDate: V; payTerms: V; vat: V; thanks: V;
}

export const MODERN: Record<'nl' | 'fr' | 'de' | 'es' | 'pt', ModernLabels> = {
  nl: {
    title: 'Factuur', number: ['Factuurnummer', 'Factuur #', 'Nummer'], date: ['Factuurdatum', 'Datum'], dueDate: ['Vervaldatum', 'Te betalen vóór', 'Uiterste betaaldatum'],
    po: ['Uw referentie', 'Referentie', 'PO-nummer'], to: ['Factuur aan', 'Aan', 'Klant'], from: ['Van', 'Afzender'],
    desc: ['Omschrijving', 'Beschrijving'], qty: ['Aantal', 'Aant.'], unit: 'Eenheid', price: ['Prijs', 'Tarief', 'Stukprijs'], rate: 'Btw', amount: ['Bedrag', 'Totaal'],
    gross: 'Totaal regels', discount: 'Korting ({p})', net: ['Subtotaal', 'Totaal exclusief btw'], tax: ['Btw {r}', '{r} btw'], taxBase: '{r} btw over {b}', taxTotal: 'Btw totaal',
    total: ['Totaal', 'Totaal inclusief btw', 'Totaalbedrag'], paid: 'Al betaald', due: ['Totaal te betalen', 'Nog te betalen', 'Openstaand'],
    payDate: ['Gelieve {a} vóór {d} over te maken naar {iban} onder vermelding van factuurnummer {no}.', 'Wij ontvangen de betaling graag uiterlijk {d}.'],
    payTerms: ['Betaal binnen {n} dagen ({d}) op {iban} t.n.v. {name}.', 'Betalingstermijn: {n} dagen, vervalt op {d}.'],
    vat: ['Btw-nummer', 'Btw-id'], thanks: ['Bedankt voor je opdracht!', 'Hartelijk dank voor uw vertrouwen.'],
  },
  fr: {
    title: ['Facture', 'FACTURE'], number: ['Facture n°', 'Numéro', 'N° de facture'], date: ['Date', "Date d'émission", 'Émise le'], dueDate: ['Échéance', 'Date limite de paiement', 'À payer avant le'],
    po: ['Votre référence', 'Bon de commande', 'Réf. commande'], to: ['Facturé à', 'Client', 'Destinataire'], from: ['Émetteur', 'De'],
    desc: ['Description', 'Désignation', 'Prestation'], qty: ['Qté', 'Quantité'], unit: ['Unité', 'U.'], price: ['Prix unitaire HT', 'PU HT', 'Prix HT'], rate: 'TVA', amount: ['Total HT', 'Montant HT'],
    gross: 'Total HT brut', discount: 'Remise {p}', net: ['Total HT', 'Sous-total HT', 'Montant HT'], tax: ['TVA {r}', 'TVA ({r})'], taxBase: 'TVA {r} sur {b}', taxTotal: ['Total TVA', 'Montant TVA'],
    total: ['Total TTC', 'Montant TTC'], paid: ['Acompte versé', 'Déjà réglé'], due: ['Net à payer', 'Reste à payer', 'Montant dû'],
    payDate: ['Règlement par virement bancaire au plus tard le {d}.', 'Merci de régler {a} avant le {d} par virement (IBAN {iban}).'],
    payTerms: ['Paiement à {n} jours date de facture, soit le {d}.', 'Conditions de paiement : {n} jours net ({d}).'],
    vat: ['N° TVA intracom.', 'TVA', 'N° TVA'], thanks: ['Merci pour votre confiance.', 'Merci de votre confiance !'],
  },
  de: {
    title: 'Rechnung', number: ['Rechnungsnummer', 'Rechnung Nr.', 'Rechnungs-Nr.'], date: ['Rechnungsdatum', 'Datum', 'Ausgestellt am'], dueDate: ['Fällig am', 'Zahlbar bis', 'Fälligkeitsdatum'],
    po: ['Ihre Referenz', 'Bestellnummer', 'Ihre Bestell-Nr.'], to: ['Rechnung an', 'Empfänger', 'Kunde'], from: ['Von', 'Absender'],
    desc: ['Leistung', 'Beschreibung', 'Artikel'], qty: ['Anzahl', 'Menge'], unit: 'Einheit', price: ['Preis', 'Einzelpreis'], rate: ['MwSt.', 'USt.'], amount: ['Betrag', 'Gesamt'],
    gross: 'Summe Positionen', discount: 'Rabatt {p}', net: ['Zwischensumme', 'Summe netto', 'Netto'], tax: ['MwSt. {r}', 'Umsatzsteuer {r}', 'zzgl. USt. {r}'], taxBase: 'USt. {r} auf {b}', taxTotal: 'Umsatzsteuer gesamt',
    total: ['Gesamtbetrag', 'Summe brutto', 'Gesamt'], paid: ['Bereits bezahlt', 'Abschlagszahlung'], due: ['Offener Betrag', 'Zu zahlen'],
    payDate: ['Bitte überweisen Sie {a} bis {d} unter Angabe der Rechnungsnummer.', 'Zahlbar bis {d} per Überweisung.'],
    payTerms: ['Zahlungsziel: {n} Tage ({d}).', 'Bitte begleichen Sie die Rechnung innerhalb von {n} Tagen, spätestens am {d}.'],
    vat: ['USt-IdNr.', 'USt-ID'], thanks: ['Vielen Dank für Ihren Auftrag!', 'Wir danken für Ihr Vertrauen.'],
  },
  es: {
    title: 'Factura', number: ['Número de factura', 'Factura n.º', 'N.º'], date: ['Fecha de emisión', 'Fecha'], dueDate: ['Fecha de vencimiento', 'Vence', 'Vencimiento'],
    po: ['Referencia', 'N.º de pedido', 'Su referencia'], to: ['Facturar a', 'Cliente', 'Destinatario'], from: ['Emisor', 'De'],
    desc: ['Descripción', 'Concepto'], qty: ['Cant.', 'Cantidad'], unit: 'Unidad', price: ['Precio unit.', 'Precio'], rate: 'IVA', amount: ['Importe', 'Total'],
    gross: 'Importe bruto', discount: 'Descuento {p}', net: ['Subtotal', 'Base imponible'], tax: ['IVA {r}', 'IVA ({r})'], taxBase: 'IVA {r} s/ {b}', taxTotal: ['Total IVA', 'Cuota total IVA'],
    total: ['Total', 'Total factura', 'Importe total'], paid: ['Pagado', 'Anticipo'], due: ['Importe pendiente', 'Total a pagar'],
    payDate: ['Forma de pago: transferencia bancaria a {iban} antes del {d}.', 'Le rogamos abone {a} antes del {d} en la cuenta {iban}.'],
    payTerms: ['Pago por transferencia a {n} días ({d}).', 'Condiciones: {n} días fecha factura, vencimiento {d}.'],
    vat: ['NIF', 'CIF', 'NIF-IVA'], thanks: ['Gracias por su confianza.', '¡Gracias por confiar en nosotros!'],
  },
  pt: {
    title: 'Fatura', number: ['Número', 'Fatura n.º', 'N.º da fatura'], date: ['Data da fatura', 'Data de emissão', 'Data'], dueDate: ['Data de vencimento', 'Vencimento', 'Pagar até'],
    po: ['Referência', 'N.º encomenda', 'V/ Ref.ª'], to: ['Faturar a', 'Cliente', 'Para'], from: ['De', 'Emitente'],
    desc: ['Descrição', 'Serviço'], qty: ['Qtd.', 'Quantidade'], unit: 'Unid.', price: ['Preço', 'Preço unit.'], rate: 'IVA', amount: ['Montante', 'Valor', 'Total'],
    gross: 'Total bruto', discount: 'Desconto {p}', net: ['Subtotal', 'Total sem IVA', 'Valor sem IVA'], tax: ['IVA {r}', 'IVA à taxa de {r}'], taxBase: 'IVA {r} sobre {b}', taxTotal: 'Total de IVA',
    total: ['Total', 'Total com IVA', 'Total da fatura'], paid: ['Já pago', 'Adiantamento'], due: ['Valor em dívida', 'Total a pagar', 'Montante a pagar'],
    payDate: ['Pagamento por transferência bancária até {d} para o IBAN {iban}.', 'Agradecemos o pagamento de {a} até {d}.'],
    payTerms: ['Prazo de pagamento: {n} dias ({d}).', 'Pagamento a {n} dias, até {d}.'],
    vat: ['NIF', 'Contribuinte'], thanks: ['Obrigado pela preferência.', 'Muito obrigado!'],
  },
};

/** The French facture with mentions légales. */
export const FACTURE = {
  title: ['FACTURE', 'Facture'], number: ['N° de facture', 'Facture N°', 'Numéro'], date: ["Date d'émission", 'Date de facture', 'Date'],
  service: ['Date de prestation', 'Date de livraison', 'Date de vente'], dueDate: ["Date d'échéance", 'Échéance', 'À régler avant le'],
  customerNo: ['Code client', 'Réf. client', 'N° client'], po: ['Votre commande', 'Réf. commande', 'Bon de commande n°'],
  to: ['Facturer à', 'Client', 'Adresse de facturation'], clientVat: ['N° TVA', 'TVA intracom.'], phone: ['Tél.', 'Tél :'],
  desc: ['Désignation', 'Description'], qty: ['Qté', 'Quantité'], unit: ['Unité', 'U'], price: ['PU HT', 'Prix unit. HT', 'P.U. HT'], rate: ['TVA', 'Taux TVA'], amount: ['Total HT', 'Montant HT'],
  gross: 'Total brut HT', discount: ['Remise {p}', 'Remise commerciale {p}'], net: ['Total HT', 'Montant total HT'], tax: ['TVA {r}', 'TVA à {r}'], taxBase: ['TVA {r} sur {b}', 'TVA {r} (base {b})'], taxTotal: 'Total TVA',
  total: ['Total TTC', 'Montant TTC'], paid: ['Acompte reçu', 'Acompte versé'], due: ['Net à payer', 'Reste à payer', 'Solde dû'],
  method: ['Mode de règlement : virement bancaire', 'Règlement par virement'], terms: ['Conditions de règlement : {n} jours net', 'Paiement à {n} jours date de facture'],
  bankTitle: ['Coordonnées bancaires', 'RIB'], bank: 'Banque', vat: ['N° TVA intracommunautaire', 'TVA intracom.'], capital: '{form} au capital de {cap} €',
  late: ["En cas de retard de paiement, pénalités au taux de trois fois le taux d'intérêt légal et indemnité forfaitaire de 40 € pour frais de recouvrement (art. L441-10 du Code de commerce). Pas d'escompte pour paiement anticipé.",
    "Escompte pour règlement anticipé : néant. Tout retard entraîne l'application de pénalités égales à trois fois le taux d'intérêt légal ainsi qu'une indemnité de recouvrement de 40 €."],
};

/** The Portuguese invoice of certified billing software (ATCUD, QR code, VAT summary). */
export const CERT = {
  original: ['Original', 'ORIGINAL'], number: ['Fatura n.º', 'Fatura N.º'], client: ['Exmo.(s) Sr.(s)', 'Cliente'], vat: ['NIF', 'Contribuinte n.º'], clientVat: ['V/ N.º Contrib.', 'NIF do cliente'],
  date: ['Data', 'Data de emissão', 'Data do documento'], dueDate: ['Vencimento', 'Data de vencimento'], po: ['Requisição', 'V/ Ref.ª', 'V/ Encomenda'], currency: 'Moeda', page: ['Pág.', 'Página'],
  code: ['Artigo', 'Ref.ª'], desc: ['Descrição', 'Designação'], qty: ['Qtd.', 'Quant.'], unit: ['Un.', 'UN'], price: ['Pr. unitário', 'Preço un.'], rate: ['IVA', 'Taxa IVA'], amount: ['Valor', 'Total líquido'],
  summary: ['Quadro resumo do IVA', 'Resumo de impostos'], taxRate: 'Taxa', base: ['Incidência', 'Base'], taxValue: ['Valor IVA', 'Imposto'],
  gross: ['Mercadorias/serviços', 'Total bruto'], discount: ['Descontos comerciais', 'Desconto {p}'], net: ['Total ilíquido', 'Total s/ IVA'], taxTotal: 'Total IVA',
  total: ['Total', 'Total documento', 'TOTAL (EUR)'], paid: ['Adiantamentos', 'Valor já liquidado'], due: ['Total a pagar', 'Valor a pagar'],
  payment: ['Forma de pagamento', 'Meio de pagamento'], transfer: ['Transferência bancária', 'Transferência'], terms: ['Prazo de pagamento: {n} dias', 'Condições: {n} dias'],
  cert: '{h}-Processado por programa certificado n.º {n}/AT', capital: 'Capital social {cap} € · C.R.C. {city}',
  available: 'Os bens e/ou serviços foram colocados à disposição do adquirente na data do documento.',
};
