/**
 * What a synthetic invoice prints in each language: labels, phrases, names to draw companies and items from,
 * tax rates, number and date conventions. Written from general knowledge of invoices in these countries, not
 * from any labelled file.
 */

export type Lang = 'fr' | 'de' | 'en' | 'es' | 'it' | 'nl' | 'pt';

export interface LanguageText {
  invoice: string;
  invoiceNumber: string[];
  date: string[];
  dueDate: string[];
  po: string[];
  customerLabel: string[];
  supplierVat: string;
  customerVat: string;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  vatRate: string;
  amount: string;
  subtotal: string[];
  discount: string;
  tax: string[];
  total: string[];
  paid: string;
  amountDue: string[];
  /** `{n}` is the number of days. */
  terms: string[];
  bank: string;
  thanks: string;
  units: string[];
  months: string[];
  /** How a long date is written: `{d}`, `{m}` (month name), `{y}`. */
  longDate: string;
  numericDate: string[];
  legalForms: string[];
  surnames: string[];
  trades: string[];
  streets: string[];
  cities: [postcode: string, city: string][];
  items: [main: string, detail: string][];
  rates: number[];
  vatPrefix: string;
  ibanCountry: string;
  ibanLength: number;
  currencies: string[];
  /** Thousands separators this language prints (the first is the usual one). */
  groupSeparators: string[];
  decimal: ',' | '.';
  symbolFirst: boolean;
}

const NNBSP = '\u202f';
const NBSP = '\u00a0';

export const LANGUAGES: Record<Lang, LanguageText> = {
  fr: {
    invoice: 'FACTURE', invoiceNumber: ['Facture n°', 'N° de facture', 'Numéro de facture'], date: ['Date de facture', 'Date', "Date d'émission"],
    dueDate: ["Date d'échéance", 'Échéance', 'À payer avant le'], po: ['Bon de commande', 'Réf. commande', 'N° commande client'],
    customerLabel: ['Facturé à', 'Client', 'Adresse de facturation', 'Destinataire'], supplierVat: 'N° TVA intracom.', customerVat: 'TVA client',
    description: 'Désignation', quantity: 'Qté', unit: 'Unité', unitPrice: 'Prix unitaire HT', vatRate: 'TVA', amount: 'Montant HT',
    subtotal: ['Total HT', 'Sous-total HT', 'Montant HT'], discount: 'Remise', tax: ['TVA', 'Total TVA', 'Total TAXES'], total: ['Total TTC', 'Montant TTC', 'Total à payer TTC'],
    paid: 'Acompte versé', amountDue: ['Net à payer', 'Reste à payer', 'Solde dû'],
    terms: ['Payable sous {n} jours', 'Paiement à {n} jours date de facture', 'Conditions de paiement : {n} jours net'],
    bank: 'Coordonnées bancaires', thanks: 'Merci de votre confiance.', units: ['h', 'pièce', 'jour', 'forfait', 'm²'],
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    longDate: '{d} {m} {y}', numericDate: ['dd/mm/yyyy', 'dd.mm.yyyy'], legalForms: ['SARL', 'SAS', 'SA', 'EURL'],
    surnames: ['Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Fontaine', 'Rousseau', 'Mercier', 'Chevalier', 'Bonnet', 'Garnier', 'Lambert', 'Faure'],
    trades: ['Menuiserie', 'Conseil', 'Imprimerie', 'Transports', 'Électricité', 'Informatique', 'Boulangerie', 'Architecture'],
    streets: ['rue de la République', 'avenue Jean Jaurès', 'boulevard Voltaire', 'rue des Lilas', 'place du Marché', 'chemin des Vignes'],
    cities: [['69003', 'Lyon'], ['75011', 'Paris'], ['33000', 'Bordeaux'], ['44000', 'Nantes'], ['31000', 'Toulouse'], ['67000', 'Strasbourg']],
    items: [['Prestation de conseil', 'Audit du système comptable'], ['Développement logiciel', 'Module de facturation, sprint 3'], ['Pose de parquet chêne', 'Salon et couloir'],
      ['Ramettes papier A4', '80 g/m², blanc'], ['Maintenance annuelle', 'Contrat n° 2291, période 2024'], ['Transport et livraison', 'Zone 2'], ['Formation Excel avancé', 'Session de deux jours'],
      ['Câble électrique 3G2,5', 'Rouleau de 100 m'], ['Hébergement web', 'Offre Pro, 12 mois'], ['Impression brochures', 'Format A5, quadrichromie'], ["Main-d'œuvre", 'Intervention sur site'], ['Cartouches d’encre', 'Noir, lot de 4']],
    rates: [20, 10, 5.5], vatPrefix: 'FR', ibanCountry: 'FR', ibanLength: 27, currencies: ['EUR'],
    groupSeparators: [NNBSP, NBSP, ' ', '.'], decimal: ',', symbolFirst: false,
  },
  de: {
    invoice: 'RECHNUNG', invoiceNumber: ['Rechnungsnummer', 'Rechnung Nr.', 'Rechnungs-Nr.'], date: ['Rechnungsdatum', 'Datum'],
    dueDate: ['Fällig am', 'Zahlbar bis', 'Fälligkeitsdatum'], po: ['Bestellnummer', 'Ihre Bestellung', 'Bestell-Nr.'],
    customerLabel: ['Rechnungsempfänger', 'Kunde', 'Rechnungsadresse'], supplierVat: 'USt-IdNr.', customerVat: 'USt-IdNr. Kunde',
    description: 'Bezeichnung', quantity: 'Menge', unit: 'Einheit', unitPrice: 'Einzelpreis', vatRate: 'MwSt.', amount: 'Gesamtpreis',
    subtotal: ['Zwischensumme', 'Nettobetrag', 'Summe netto'], discount: 'Rabatt', tax: ['MwSt.', 'Umsatzsteuer', 'zzgl. USt.'], total: ['Gesamtbetrag', 'Rechnungsbetrag', 'Summe brutto'],
    paid: 'Bereits bezahlt', amountDue: ['Zahlbetrag', 'Offener Betrag', 'Zu zahlen'],
    terms: ['Zahlbar innerhalb von {n} Tagen ohne Abzug', 'Zahlungsziel: {n} Tage netto', 'Bitte überweisen Sie den Betrag innerhalb von {n} Tagen'],
    bank: 'Bankverbindung', thanks: 'Vielen Dank für Ihren Auftrag.', units: ['Std.', 'Stk.', 'Tag', 'pauschal', 'm'],
    months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    longDate: '{d}. {m} {y}', numericDate: ['dd.mm.yyyy'], legalForms: ['GmbH', 'AG', 'GmbH & Co. KG', 'UG (haftungsbeschränkt)'],
    surnames: ['Müller', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Schäfer', 'Koch', 'Richter', 'Wolf', 'Neumann', 'Krüger'],
    trades: ['Haustechnik', 'Softwareentwicklung', 'Druckerei', 'Logistik', 'Elektro', 'Metallbau', 'Beratung', 'Gartenbau'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Schillerweg', 'Lindenallee', 'Industriestraße', 'Am Markt'],
    cities: [['10115', 'Berlin'], ['80331', 'München'], ['50667', 'Köln'], ['20095', 'Hamburg'], ['70173', 'Stuttgart'], ['04109', 'Leipzig']],
    items: [['Beratungsleistung', 'Projekt Digitalisierung, Phase 1'], ['Wartungsvertrag Heizung', 'Jahrespauschale 2024'], ['Montage Trockenbau', 'inkl. Material'],
      ['Kopierpapier A4', '80 g/m², 500 Blatt'], ['Softwarelizenz', 'Standard-Edition, 1 Jahr'], ['Fracht und Verpackung', 'Palettenversand'], ['Schulung Arbeitssicherheit', 'Ganztägig, bis 12 Personen'],
      ['Edelstahlschrauben M8', 'Karton à 100 Stück'], ['Webhosting', 'Paket Business'], ['Flyer drucken', 'DIN lang, 4/4-farbig'], ['Arbeitszeit Monteur', 'Einsatz vor Ort'], ['Tonerkartusche', 'schwarz']],
    rates: [19, 7], vatPrefix: 'DE', ibanCountry: 'DE', ibanLength: 22, currencies: ['EUR'],
    groupSeparators: ['.', NNBSP, ''], decimal: ',', symbolFirst: false,
  },
  en: {
    invoice: 'INVOICE', invoiceNumber: ['Invoice No.', 'Invoice number', 'Invoice #'], date: ['Invoice date', 'Date', 'Date of issue'],
    dueDate: ['Due date', 'Payment due', 'Due by'], po: ['PO number', 'Purchase order', 'Your order ref.'],
    customerLabel: ['Bill to', 'Invoice to', 'Customer', 'Billed to'], supplierVat: 'VAT Reg. No.', customerVat: 'Customer VAT No.',
    description: 'Description', quantity: 'Qty', unit: 'Unit', unitPrice: 'Unit price', vatRate: 'VAT', amount: 'Amount',
    subtotal: ['Subtotal', 'Net total', 'Total excl. VAT'], discount: 'Discount', tax: ['VAT', 'Total VAT', 'Tax'], total: ['Total', 'Invoice total', 'Total incl. VAT'],
    paid: 'Amount paid', amountDue: ['Amount due', 'Balance due', 'Total due'],
    terms: ['Payment due within {n} days', 'Terms: Net {n}', 'Please pay within {n} days of the invoice date'],
    bank: 'Bank details', thanks: 'Thank you for your business.', units: ['hrs', 'pcs', 'days', 'each', 'm'],
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    longDate: '{d} {m} {y}', numericDate: ['dd/mm/yyyy'], legalForms: ['Ltd', 'Limited', 'LLP', 'PLC'],
    surnames: ['Thompson', 'Harris', 'Clarke', 'Walker', 'Wright', 'Hughes', 'Edwards', 'Turner', 'Collins', 'Bennett', 'Cooper', 'Ward'],
    trades: ['Consulting', 'Joinery', 'Print', 'Logistics', 'Electrical', 'Software', 'Catering', 'Design'],
    streets: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Mill Lane', 'Park Avenue'],
    cities: [['M1 2AB', 'Manchester'], ['LS1 4DY', 'Leeds'], ['BS1 5TR', 'Bristol'], ['EH2 2ER', 'Edinburgh'], ['B2 4QA', 'Birmingham'], ['NE1 7RU', 'Newcastle']],
    items: [['Consultancy services', 'Finance process review'], ['Website redesign', 'Milestone 2 of 3'], ['Oak flooring installation', 'Ground floor'],
      ['A4 copier paper', '80 gsm, box of 5 reams'], ['Annual support contract', 'Ref. SC-2291'], ['Delivery charge', 'Next-day courier'], ['Health and safety training', 'Full day, up to 10 delegates'],
      ['Cable 2.5mm twin and earth', '100 m drum'], ['Cloud hosting', 'Business plan, monthly'], ['Leaflet printing', 'A5, full colour'], ['Labour', 'On-site engineer'], ['Toner cartridge', 'Black']],
    rates: [20, 5, 0], vatPrefix: 'GB', ibanCountry: 'GB', ibanLength: 22, currencies: ['GBP', 'GBP', 'EUR'],
    groupSeparators: [',', ''], decimal: '.', symbolFirst: true,
  },
  es: {
    invoice: 'FACTURA', invoiceNumber: ['Factura n.º', 'Número de factura', 'N.º factura'], date: ['Fecha de factura', 'Fecha', 'Fecha de emisión'],
    dueDate: ['Fecha de vencimiento', 'Vencimiento'], po: ['N.º de pedido', 'Pedido', 'Su referencia de pedido'],
    customerLabel: ['Cliente', 'Facturar a', 'Datos del cliente'], supplierVat: 'NIF', customerVat: 'NIF cliente',
    description: 'Descripción', quantity: 'Cant.', unit: 'Unidad', unitPrice: 'Precio unitario', vatRate: 'IVA', amount: 'Importe',
    subtotal: ['Base imponible', 'Subtotal', 'Total sin IVA'], discount: 'Descuento', tax: ['IVA', 'Cuota IVA', 'Total IVA'], total: ['Total factura', 'Total', 'Importe total'],
    paid: 'Anticipo recibido', amountDue: ['Total a pagar', 'Importe pendiente', 'Saldo a pagar'],
    terms: ['Pago a {n} días', 'Forma de pago: transferencia a {n} días', 'Vencimiento a {n} días fecha factura'],
    bank: 'Datos bancarios', thanks: 'Gracias por su confianza.', units: ['h', 'ud.', 'día', 'm²', 'kg'],
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    longDate: '{d} de {m} de {y}', numericDate: ['dd/mm/yyyy', 'dd-mm-yyyy'], legalForms: ['S.L.', 'S.A.', 'S.L.U.'],
    surnames: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil'],
    trades: ['Carpintería', 'Consultoría', 'Imprenta', 'Transportes', 'Instalaciones Eléctricas', 'Informática', 'Reformas', 'Asesoría'],
    streets: ['Calle Mayor', 'Avenida de la Constitución', 'Calle del Carmen', 'Paseo de Gracia', 'Calle Real', 'Plaza de España'],
    cities: [['28013', 'Madrid'], ['08007', 'Barcelona'], ['46002', 'Valencia'], ['41001', 'Sevilla'], ['48001', 'Bilbao'], ['50001', 'Zaragoza']],
    items: [['Servicios de consultoría', 'Revisión de procesos contables'], ['Desarrollo de software', 'Módulo de facturación'], ['Instalación de tarima', 'Salón y pasillo'],
      ['Papel A4', '80 g/m², caja de 5 paquetes'], ['Mantenimiento anual', 'Contrato 2291'], ['Portes', 'Envío urgente'], ['Curso de formación', 'Dos jornadas'],
      ['Cable eléctrico', 'Bobina de 100 m'], ['Alojamiento web', 'Plan profesional'], ['Impresión de folletos', 'A5, a todo color'], ['Mano de obra', 'Técnico en obra'], ['Cartucho de tóner', 'Negro']],
    rates: [21, 10, 4], vatPrefix: 'ES', ibanCountry: 'ES', ibanLength: 24, currencies: ['EUR'],
    groupSeparators: ['.', ''], decimal: ',', symbolFirst: false,
  },
  it: {
    invoice: 'FATTURA', invoiceNumber: ['Fattura n.', 'Numero fattura', 'N. documento'], date: ['Data fattura', 'Data', 'Data documento'],
    dueDate: ['Data di scadenza', 'Scadenza'], po: ['Ordine n.', 'Rif. ordine', 'Numero ordine'],
    customerLabel: ['Cliente', 'Destinatario', 'Spett.le', 'Intestatario'], supplierVat: 'P.IVA', customerVat: 'P.IVA cliente',
    description: 'Descrizione', quantity: 'Q.tà', unit: 'U.M.', unitPrice: 'Prezzo unitario', vatRate: 'IVA', amount: 'Importo',
    subtotal: ['Imponibile', 'Totale imponibile', 'Subtotale'], discount: 'Sconto', tax: ['IVA', 'Totale IVA', 'Imposta'], total: ['Totale fattura', 'Totale documento', 'Totale'],
    paid: 'Acconto versato', amountDue: ['Netto a pagare', 'Totale da pagare', 'Importo dovuto'],
    terms: ['Pagamento a {n} giorni data fattura', 'Bonifico bancario a {n} giorni', 'Pagamento entro {n} giorni'],
    bank: 'Coordinate bancarie', thanks: 'Grazie per la fiducia.', units: ['ore', 'pz', 'gg', 'mq', 'kg'],
    months: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
    longDate: '{d} {m} {y}', numericDate: ['dd/mm/yyyy', 'dd-mm-yyyy'], legalForms: ['S.r.l.', 'S.p.A.', 'S.n.c.', 'S.a.s.'],
    surnames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo'],
    trades: ['Falegnameria', 'Consulenze', 'Tipografia', 'Trasporti', 'Impianti Elettrici', 'Informatica', 'Edilizia', 'Studio Tecnico'],
    streets: ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Viale Mazzini', 'Piazza Duomo', 'Via Dante'],
    cities: [['20121', 'Milano'], ['00184', 'Roma'], ['10121', 'Torino'], ['40121', 'Bologna'], ['50122', 'Firenze'], ['80133', 'Napoli']],
    items: [['Consulenza aziendale', 'Analisi dei processi contabili'], ['Sviluppo software', 'Modulo di fatturazione'], ['Posa parquet rovere', 'Soggiorno e corridoio'],
      ['Carta A4', '80 g/m², scatola da 5 risme'], ['Manutenzione annuale', 'Contratto n. 2291'], ['Spese di trasporto', 'Consegna espressa'], ['Corso di formazione', 'Due giornate'],
      ['Cavo elettrico', 'Bobina da 100 m'], ['Hosting web', 'Piano professionale'], ['Stampa volantini', 'A5, quadricromia'], ['Manodopera', 'Intervento in loco'], ['Cartuccia toner', 'Nero']],
    rates: [22, 10, 4], vatPrefix: 'IT', ibanCountry: 'IT', ibanLength: 27, currencies: ['EUR'],
    groupSeparators: ['.', ''], decimal: ',', symbolFirst: true,
  },
  nl: {
    invoice: 'FACTUUR', invoiceNumber: ['Factuurnummer', 'Factuur nr.'], date: ['Factuurdatum', 'Datum'],
    dueDate: ['Vervaldatum', 'Uiterste betaaldatum'], po: ['Ordernummer', 'Inkoopordernummer', 'Uw referentie'],
    customerLabel: ['Factuuradres', 'Klant', 'Gefactureerd aan'], supplierVat: 'Btw-nummer', customerVat: 'Btw-nummer klant',
    description: 'Omschrijving', quantity: 'Aantal', unit: 'Eenheid', unitPrice: 'Prijs per stuk', vatRate: 'Btw', amount: 'Bedrag',
    subtotal: ['Subtotaal', 'Totaal excl. btw', 'Netto bedrag'], discount: 'Korting', tax: ['Btw', 'Totaal btw', 'BTW'], total: ['Totaal', 'Totaal incl. btw', 'Factuurbedrag'],
    paid: 'Reeds betaald', amountDue: ['Te betalen', 'Openstaand bedrag', 'Totaal te betalen'],
    terms: ['Te betalen binnen {n} dagen', 'Betalingstermijn: {n} dagen', 'Gelieve binnen {n} dagen over te maken'],
    bank: 'Bankgegevens', thanks: 'Bedankt voor uw opdracht.', units: ['uur', 'st.', 'dag', 'm²', 'kg'],
    months: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
    longDate: '{d} {m} {y}', numericDate: ['dd-mm-yyyy', 'dd/mm/yyyy'], legalForms: ['B.V.', 'V.O.F.', 'N.V.'],
    surnames: ['de Jong', 'Jansen', 'de Vries', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bos', 'Vos'],
    trades: ['Timmerwerken', 'Advies', 'Drukkerij', 'Transport', 'Installatietechniek', 'ICT', 'Bouw', 'Ontwerp'],
    streets: ['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Molenweg', 'Schoolstraat', 'Prinsengracht'],
    cities: [['1012 AB', 'Amsterdam'], ['3011 AD', 'Rotterdam'], ['3511 LX', 'Utrecht'], ['2511 CV', 'Den Haag'], ['5611 AB', 'Eindhoven'], ['9711 LV', 'Groningen']],
    items: [['Adviesdiensten', 'Analyse administratieve processen'], ['Softwareontwikkeling', 'Facturatiemodule'], ['Leggen eiken vloer', 'Woonkamer en gang'],
      ['Printpapier A4', '80 g/m², doos van 5 pakken'], ['Jaarlijks onderhoud', 'Contract 2291'], ['Verzendkosten', 'Spoedlevering'], ['Training', 'Twee dagdelen'],
      ['Installatiekabel', 'Haspel van 100 m'], ['Webhosting', 'Zakelijk pakket'], ['Folders drukken', 'A5, full colour'], ['Arbeidsloon', 'Monteur op locatie'], ['Tonercartridge', 'Zwart']],
    rates: [21, 9], vatPrefix: 'NL', ibanCountry: 'NL', ibanLength: 18, currencies: ['EUR'],
    groupSeparators: ['.', ''], decimal: ',', symbolFirst: true,
  },
  pt: {
    invoice: 'FATURA', invoiceNumber: ['Fatura n.º', 'Número da fatura', 'N.º documento'], date: ['Data da fatura', 'Data', 'Data de emissão'],
    dueDate: ['Data de vencimento', 'Vencimento'], po: ['N.º encomenda', 'Nota de encomenda', 'Referência da encomenda'],
    customerLabel: ['Cliente', 'Faturar a', 'Exmo.(s) Sr.(s)'], supplierVat: 'NIF', customerVat: 'NIF do cliente',
    description: 'Descrição', quantity: 'Qtd.', unit: 'Unid.', unitPrice: 'Preço unitário', vatRate: 'IVA', amount: 'Valor',
    subtotal: ['Total ilíquido', 'Subtotal', 'Base tributável'], discount: 'Desconto', tax: ['IVA', 'Total IVA', 'Imposto'], total: ['Total', 'Total da fatura', 'Total documento'],
    paid: 'Adiantamento', amountDue: ['Total a pagar', 'Valor em dívida', 'A pagar'],
    terms: ['Pagamento a {n} dias', 'Condições de pagamento: {n} dias', 'Prazo de pagamento: {n} dias'],
    bank: 'Dados bancários', thanks: 'Obrigado pela preferência.', units: ['h', 'un.', 'dia', 'm²', 'kg'],
    months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
    longDate: '{d} de {m} de {y}', numericDate: ['dd/mm/yyyy', 'dd-mm-yyyy'], legalForms: ['Lda.', 'S.A.', 'Unipessoal Lda.'],
    surnames: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Fernandes', 'Gonçalves', 'Almeida'],
    trades: ['Carpintaria', 'Consultoria', 'Tipografia', 'Transportes', 'Eletricidade', 'Informática', 'Construções', 'Arquitetura'],
    streets: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Praça do Comércio', 'Rua Direita', 'Avenida dos Aliados'],
    cities: [['1100-048', 'Lisboa'], ['4000-322', 'Porto'], ['3000-150', 'Coimbra'], ['4700-435', 'Braga'], ['8000-138', 'Faro'], ['3800-200', 'Aveiro']],
    items: [['Serviços de consultoria', 'Revisão de processos contabilísticos'], ['Desenvolvimento de software', 'Módulo de faturação'], ['Colocação de soalho', 'Sala e corredor'],
      ['Papel A4', '80 g/m², caixa de 5 resmas'], ['Manutenção anual', 'Contrato 2291'], ['Portes de envio', 'Entrega expresso'], ['Formação', 'Duas sessões'],
      ['Cabo elétrico', 'Bobine de 100 m'], ['Alojamento web', 'Plano profissional'], ['Impressão de folhetos', 'A5, a cores'], ['Mão de obra', 'Técnico no local'], ['Tinteiro', 'Preto']],
    rates: [23, 13, 6], vatPrefix: 'PT', ibanCountry: 'PT', ibanLength: 25, currencies: ['EUR'],
    groupSeparators: [NNBSP, '.', ' '], decimal: ',', symbolFirst: false,
  },
};

export const SYMBOLS: Record<string, string> = { EUR: '€', GBP: '£', USD: '$', CHF: 'CHF' };
