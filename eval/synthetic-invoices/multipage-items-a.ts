/**
 * Item rows of the German building-trade, French office-supplies and Italian food-wholesale invoices: catalogues
 * of what such businesses sell, drawn into a pool of rows (money in cents).
 */
import { chance, digits, int, pick, type Random } from './content.ts';
import { addDays, dateDots, dateSlash, makeItem, price, type Item } from './multipage-common.ts';

/** [description template, unit, low price, high price, kind]; `{a|b}` picks one alternative. */
type Entry = [string, string, number, number, string];

export function fill(random: Random, template: string): string {
  return template.replace(/\{([^}]+)\}/g, (_, options: string) => pick(random, options.split('|')));
}

/** A quantity fitting the unit and the price: metres and hours in halves, weights in hundredths. */
function quantity(random: Random, unit: string, unitPrice: number): number {
  const expensive = unitPrice > 15000;
  if (['m', 'Std.', 'h'].includes(unit)) return int(random, 2, unit === 'm' ? 80 : 20) / 2;
  if (unit === 'kg') return int(random, 50, 1500) / 100;
  if (['Pausch.', 'forfait'].includes(unit)) return 1;
  return expensive ? int(random, 1, 4) : int(random, 1, unitPrice < 300 ? 60 : 24);
}

// ------------------------------------------------------------------------------ German building trade (19 %)
const SHK: Entry[] = [
  ['Monteurstunde Geselle', 'Std.', 58, 72, 'lab'], ['Helferstunde', 'Std.', 42, 52, 'lab'], ['Meisterstunde', 'Std.', 72, 88, 'lab'],
  ['Anfahrtspauschale', 'Pausch.', 35, 65, 'flat'], ['Entsorgung Altmaterial', 'Pausch.', 45, 120, 'flat'],
  ['Kupferrohr {15|18|22} x 1,0 mm', 'm', 7, 14, 'mat'], ['Pressfitting Bogen 90° {15|18|22} mm', 'Stk', 4.5, 9, 'mat'],
  ['Pressfitting T-Stück {15|22|28} mm', 'Stk', 7, 14, 'mat'], ['Kugelhahn DN {15|20|25} mit Flügelgriff', 'Stk', 14, 28, 'mat'],
  ['Heizkörper Typ 22, {600 x 1000|600 x 800|900 x 600} mm', 'Stk', 180, 290, 'mat'], ['Thermostatventil-Unterteil DN 15', 'Stk', 18, 26, 'mat'],
  ['Thermostatkopf mit Nullstellung', 'Stk', 16, 25, 'mat'], ['Dämmschlauch {15|22}/9 mm, 2 m', 'Stk', 2.1, 4.2, 'mat'],
  ['Rohrschelle M8 {15|22} mm mit Gummieinlage', 'Stk', 1.2, 2.4, 'mat'], ['Mehrschichtverbundrohr {16 x 2|20 x 2} mm', 'm', 2.8, 4.6, 'mat'],
  ['Vorwandelement WC, Bauhöhe 112 cm', 'Stk', 190, 260, 'mat'], ['Wand-WC spülrandlos, weiß', 'Stk', 210, 380, 'mat'],
  ['Waschtischarmatur Einhebel, chrom', 'Stk', 95, 190, 'mat'], ['Röhrensiphon 1 1/4", verchromt', 'Stk', 28, 45, 'mat'],
  ['Sanitärsilikon {weiß|transparent|manhattan} 310 ml', 'Stk', 7, 11, 'mat'], ['HT-Rohr DN {50|75|110}, Länge 1000 mm', 'Stk', 5, 12, 'mat'],
  ['HT-Bogen DN {50|75} / 87°', 'Stk', 2, 4.5, 'mat'], ['Membran-Ausdehnungsgefäß {25|35|50} l', 'Stk', 45, 90, 'mat'],
  ['Hocheffizienzpumpe 25-60, 180 mm', 'Stk', 190, 290, 'mat'], ['Befestigungs- und Dichtmaterial', 'Pausch.', 15, 45, 'flat'],
];
const ELEKTRO: Entry[] = [
  ['Elektroniker-Stunde', 'Std.', 56, 70, 'lab'], ['Auszubildender, Stunde', 'Std.', 28, 36, 'lab'], ['Meisterstunde Elektro', 'Std.', 70, 86, 'lab'],
  ['Anfahrtspauschale', 'Pausch.', 35, 65, 'flat'], ['E-Check nach DGUV V3, je Stromkreis', 'Stk', 9, 16, 'mat'],
  ['Mantelleitung NYM-J {3 x 1,5|5 x 1,5|3 x 2,5|5 x 2,5} mm²', 'm', 0.9, 3.2, 'mat'], ['Installationsrohr M{20|25} flexibel', 'm', 0.6, 1.4, 'mat'],
  ['Unterputz-Gerätedose, tief', 'Stk', 0.8, 1.9, 'mat'], ['Wechselschalter UP, reinweiß', 'Stk', 6, 12, 'mat'],
  ['Schuko-Steckdose UP, reinweiß', 'Stk', 5, 10, 'mat'], ['Abdeckrahmen {1|2|3}-fach, reinweiß', 'Stk', 2, 6, 'mat'],
  ['Leitungsschutzschalter B{16|20} 1-polig', 'Stk', 5, 11, 'mat'], ['FI-Schutzschalter 40 A / 30 mA, 4-polig', 'Stk', 38, 75, 'mat'],
  ['Zählerschrank {2|3}-feldrig, komplett', 'Stk', 380, 690, 'mat'], ['LED-Panel 62 x 62 cm, 36 W, 4000 K', 'Stk', 45, 85, 'mat'],
  ['Aufputz-Abzweigdose IP65', 'Stk', 2.5, 5, 'mat'], ['Potentialausgleichsschiene', 'Stk', 9, 18, 'mat'],
  ['Datenkabel Cat.7, Verlegekabel', 'm', 0.9, 1.8, 'mat'], ['Datendose Cat.6a, 2-fach, UP', 'Stk', 18, 32, 'mat'],
  ['Rauchwarnmelder mit 10-Jahres-Batterie', 'Stk', 19, 35, 'mat'], ['Kernbohrung für Dose Ø 68 mm', 'Stk', 4, 9, 'mat'],
  ['Kleinmaterial (Klemmen, Dübel, Schrauben)', 'Pausch.', 15, 45, 'flat'], ['Prüfung und Messprotokoll', 'Pausch.', 60, 140, 'flat'],
];
const MAKERS = { shk: ['Viega', 'Geberit', 'Grohe', 'Buderus', 'Kemper', 'Wilo', 'Rehau', 'Hansgrohe'], elektro: ['Busch-Jaeger', 'Gira', 'Hager', 'ABB', 'Jung', 'Siemens', 'Kaiser', 'Legrand'] };

export function germanCraftItems(random: Random, trade: 'shk' | 'elektro', invoiceDate: string, count: number): Item[] {
  const catalogue = trade === 'shk' ? SHK : ELEKTRO;
  return Array.from({ length: count }, () => {
    const [template, unit, low, high, kind] = pick(random, catalogue);
    const unitPrice = price(random, low, high);
    const article = kind === 'mat' ? digits(random, int(random, 6, 7)) : kind === 'lab' ? `L${int(random, 10, 40)}` : `P${int(random, 10, 90)}`;
    const lines = [fill(random, template)];
    if (kind === 'lab' && chance(random, 0.6)) lines.push(`Einsatz am ${dateDots(addDays(invoiceDate, -int(random, 2, 30)))}${chance(random, 0.5) ? `, ${pick(random, ['Bad OG', 'Küche EG', 'Heizraum', 'Treppenhaus', 'Büro 2. OG', 'Keller'])}` : ''}`);
    else if (kind === 'mat' && chance(random, 0.35)) lines.push(`Fabrikat ${pick(random, MAKERS[trade])}, Art.-Nr. ${digits(random, 6)}`);
    return makeItem(article, lines, quantity(random, unit, unitPrice), unit, unitPrice, 19);
  });
}

// ----------------------------------------------------------------------- French office supplies (20 % / 5,5 %)
const BUREAU: Entry[] = [
  ['Ramette papier A4 80 g blanc (500 f.)', 'rame', 3.9, 6.5, '20'], ['Papier couleur A4 80 g {jaune|bleu|vert|rose}', 'rame', 6, 9, '20'],
  ['Stylo bille {bleu|noir|rouge} pointe moyenne', 'u', 0.35, 0.9, '20'], ['Surligneur {jaune|vert|rose} pointe biseautée', 'u', 0.6, 1.4, '20'],
  ['Classeur à levier dos {50|80} mm {bleu|noir|rouge}', 'u', 2.2, 4.9, '20'], ['Chemises cartonnées 24x32 (paquet de 100)', 'pqt', 9, 16, '20'],
  ['Enveloppes C5 autocollantes (boîte de 500)', 'bte', 18, 32, '20'], ['Enveloppes DL à fenêtre (boîte de 500)', 'bte', 14, 26, '20'],
  ['Agrafeuse de bureau 25 feuilles', 'u', 6, 14, '20'], ['Agrafes 24/6 (boîte de 1000)', 'bte', 0.9, 1.8, '20'],
  ['Toner {noir|cyan|magenta|jaune} compatible {HP 207A|TN-2420|Canon 055}', 'u', 45, 110, '20'], ['Notes repositionnables 76x76 (lot de 12)', 'pqt', 6, 12, '20'],
  ['Cahier spirale A4 180 pages {petits carreaux|ligné}', 'u', 2, 4, '20'], ['Bloc-notes A4 ligné 80 feuilles', 'u', 1.2, 2.5, '20'],
  ['Pochettes perforées A4 (lot de 100)', 'pqt', 3, 7, '20'], ['Intercalaires A4 12 positions', 'u', 1.5, 3, '20'],
  ['Ruban adhésif transparent 19 mm x 33 m', 'u', 0.8, 1.6, '20'], ['Calculatrice de bureau 12 chiffres', 'u', 9, 19, '20'],
  ['Rouleaux thermiques 57x40 mm (lot de 10)', 'pqt', 5, 9, '20'], ['Corbeille à courrier {grise|noire|bleue}', 'u', 3, 7, '20'],
  ['Piles alcalines AA (lot de 24)', 'pqt', 8, 15, '20'], ['Marqueurs effaçables tableau blanc (x4)', 'pqt', 3.5, 7, '20'],
  ['Café en grains {Arabica|Expresso} 1 kg', 'kg', 12, 22, '5.5'], ['Sucre en morceaux 1 kg', 'u', 1.5, 2.5, '5.5'],
  ['Thé assortiment (boîte de 100 sachets)', 'bte', 6, 12, '5.5'], ['Eau minérale plate 6 x 1,5 L', 'pack', 2.5, 4.5, '5.5'],
  ['Biscuits sablés individuels (carton de 120)', 'ct', 12, 20, '5.5'], ['Lait UHT demi-écrémé 6 x 1 L', 'pack', 5, 8, '5.5'],
  ['Livre « Code du travail 2025 »', 'u', 45, 79, '5.5'], ['Guide pratique de la paie, éd. 2025', 'u', 29, 49, '5.5'],
];

export function frenchOfficeItems(random: Random, invoiceDate: string, count: number): Item[] {
  return Array.from({ length: count }, () => {
    const [template, unit, low, high, rate] = pick(random, BUREAU);
    const unitPrice = price(random, low, high);
    const lines = [fill(random, template)];
    if (chance(random, 0.3)) lines.push(chance(random, 0.5) ? `Réf. fabricant ${digits(random, 7)}` : `Livré le ${dateSlash(addDays(invoiceDate, -int(random, 1, 25)))} – BL n° ${digits(random, 6)}`);
    const qty = unit === 'kg' ? int(random, 1, 10) : quantity(random, unit, unitPrice);
    const discount = chance(random, 0.25) ? pick(random, [5, 10, 15, 20]) : 0;
    const prefix = rate === '5.5' ? (unit === 'u' && unitPrice > 2500 ? 'LIV' : 'ALI') : /toner|calcul|piles|thermiques/i.test(template) ? 'INF' : pick(random, ['PAP', 'BUR', 'FOU']);
    return makeItem(`${prefix}${digits(random, 5)}`, lines, qty, unit, unitPrice, Number(rate), discount);
  });
}

// ------------------------------------------------------------------------ Italian food wholesale (10 % / 22 %)
const ALIMENTARI: Entry[] = [
  ['Petto di pollo a fette', 'kg', 7, 10, '10'], ['Filetto di manzo', 'kg', 28, 38, '10'], ['Macinato di vitello', 'kg', 9, 13, '10'],
  ['Prosciutto crudo di Parma DOP disossato', 'kg', 14, 21, '10'], ['Mortadella Bologna IGP', 'kg', 8, 12, '10'], ['Salame Milano', 'kg', 12, 17, '10'],
  ['Guanciale stagionato', 'kg', 11, 16, '10'], ['Salmone affumicato a fette 500 g', 'cf', 11, 17, '10'], ['Gamberi argentini surgelati 1 kg', 'cf', 13, 19, '10'],
  ['Anelli di calamaro surgelati 1 kg', 'cf', 8, 12, '10'], ['Uova fresche cat. A (30 pz)', 'cf', 5, 8, '10'], ['Zucchero semolato 1 kg', 'cf', 1, 1.6, '10'],
  ['Patatine prefritte surgelate 2,5 kg', 'cf', 5, 8, '10'], ['Aceto balsamico di Modena IGP 1 l', 'bt', 4, 9, '10'], ['Yogurt bianco intero 1 kg', 'cf', 2.5, 4, '10'],
  ['Biscotti frollini monoporzione (200 pz)', 'ct', 18, 26, '10'], ['Cornetti surgelati vuoti (50 pz)', 'ct', 14, 22, '10'],
  ['Vino rosso {Chianti DOCG|Montepulciano d\'Abruzzo DOC} 0,75 l', 'bt', 4.5, 9, '22'], ['Prosecco DOC extra dry 0,75 l', 'bt', 5, 8, '22'],
  ['Birra lager 33 cl (24 pz)', 'ct', 18, 28, '22'], ['Acqua minerale {naturale|frizzante} 0,75 l (12 pz)', 'ct', 5, 9, '22'],
  ['Caffè in grani miscela bar 1 kg', 'cf', 16, 24, '22'], ['Tovaglioli carta 2 veli 33x33 (1600 pz)', 'ct', 14, 22, '22'],
  ['Detergente lavastoviglie 12 kg', 'tan', 24, 36, '22'], ['Pellicola alluminio 30 cm x 150 m', 'rot', 9, 14, '22'],
  ['Guanti nitrile blu tg. {M|L} (100 pz)', 'cf', 4, 8, '22'], ['Sacchi immondizia 70x110 (20 pz)', 'rot', 2, 4, '22'],
];

export function italianFoodItems(random: Random, invoiceDate: string, count: number): Item[] {
  return Array.from({ length: count }, () => {
    const [template, unit, low, high, rate] = pick(random, ALIMENTARI);
    const unitPrice = price(random, low, high);
    const lines = [fill(random, template)];
    if (chance(random, 0.3)) lines.push(rate === '10' ? `Lotto L${digits(random, 5)} - Scad. ${dateSlash(addDays(invoiceDate, int(random, 10, 200)))}` : `EAN 80${digits(random, 11)}`);
    const qty = unit === 'kg' ? int(random, 100, 2500) / 100 : int(random, 1, unitPrice > 2000 ? 12 : 36);
    const discount = chance(random, 0.2) ? pick(random, [3, 5, 8, 10]) : 0;
    return makeItem(`${pick(random, ['A', 'B', 'C', 'F', 'S'])}${digits(random, 5)}`, lines, qty, unit, unitPrice, Number(rate), discount);
  });
}
