/**
 * What German, French and Italian wholesalers sell to businesses, by the case, pack or piece: a German drinks and
 * catering wholesaler (7 % food, 19 % drinks, deposit rows for returnable crates, kegs and cans) and an office
 * supplies wholesaler; a French electrical distributor (eco-fee rows, DEEE) and office supplies distributor
 * (5,5 % for coffee, sugar, water and books); an Italian hardware wholesaler (small parts priced to the tenth of
 * a cent) and food wholesaler (4 %, 10 %, 22 %).
 */
import type { Attached, Ware } from './distribution-common.ts';

const w = (text: string, unit: string, pack: string, price: [number, number], qty: [number, number], rate: number, extra: Partial<Ware> = {}): Ware => ({ text, unit, pack, price, qty, rate, ...extra });

// ---------------------------------------------------------------- Germany
const pfand = (text: string, price: number, pack = ''): Attached => ({ text, unit: 'Stk', price, kind: 'deposit', code: '9' + String(Math.round(price * 100)).padStart(4, '0'), pack });
const KASTEN_20 = pfand('Pfand Kasten 20 × 0,5 l Mehrweg', 3.1);
const KASTEN_12 = pfand('Pfand Kasten 12 × 0,7 l Mehrweg', 3.3);
const KASTEN_24 = pfand('Pfand Kasten 24 × 0,33 l Mehrweg', 3.42);
const DOSE_24 = pfand('Pfand Einweg 24 × 0,25 €', 6);
const KEG = pfand('Pfand KEG-Fass 30 l', 30);

/** Drinks and catering goods: mineral water, beer, soft drinks and juice at 19 %, food at 7 %. */
export const DE_DRINKS: Ware[] = [
  w('Mineralwasser Classic 0,7 l Glas', 'Kst', 'Kasten à 12', [5.2, 6.9], [3, 20], 19, { attach: KASTEN_12, details: ['Mehrweg, Brunnen Gerolstein-Region'] }),
  w('Mineralwasser Naturell 0,7 l Glas', 'Kst', 'Kasten à 12', [5.2, 6.9], [2, 15], 19, { attach: KASTEN_12 }),
  w('Pils 0,5 l Mehrweg', 'Kst', 'Kasten à 20', [13.9, 17.5], [3, 25], 19, { attach: KASTEN_20 }),
  w('Hefeweizen hell 0,5 l', 'Kst', 'Kasten à 20', [15.9, 19.5], [2, 12], 19, { attach: KASTEN_20 }),
  w('Pils vom Fass 30 l KEG', 'Fass', '1 × 30 l', [79, 109], [1, 4], 19, { attach: KEG, details: ['inkl. Zapfkopf-Anschluss Flachfitting'] }),
  w('Cola 0,33 l Dose', 'Ktn', 'Tray à 24', [11.9, 15.9], [2, 10], 19, { attach: DOSE_24 }),
  w('Tonic Water 0,33 l Glas', 'Kst', 'Kasten à 24', [14.5, 18.9], [1, 6], 19, { attach: KASTEN_24 }),
  w('Apfelschorle naturtrüb 0,33 l Glas', 'Kst', 'Kasten à 24', [12.9, 16.5], [2, 10], 19, { attach: KASTEN_24 }),
  w('Orangensaft 100 % Direktsaft 1,0 l', 'Ktn', 'Karton à 6', [9.5, 12.9], [1, 8], 19),
  w('Sekt trocken 0,75 l', 'Ktn', 'Karton à 6', [21, 34], [1, 4], 19, { details: ['Flaschengärung, Einwegglas'] }),
  w('Spätburgunder QbA trocken 0,75 l', 'Ktn', 'Karton à 6', [29, 49], [1, 3], 19),
  w('Vollmilch 3,5 % ESL 1 l', 'Ktn', 'Karton à 12', [11.5, 14.9], [1, 6], 7),
  w('Schlagsahne 32 % 1 l', 'Ktn', 'Karton à 10', [28, 36], [1, 3], 7),
  w('Kaffee Crema ganze Bohne 1 kg', 'Ktn', 'Karton à 8', [96, 139], [1, 2], 7, { details: ['Röstung mittel, 80 % Arabica'] }),
  w('Kondensmilch-Portionen 7,5 g', 'Ktn', 'Karton à 240', [11.9, 16.9], [1, 4], 7),
  w('Zucker-Sticks 4 g', 'Ktn', 'Karton à 1.000', [14.5, 19.9], [1, 3], 7),
  w('Pommes frites 10 mm TK 2,5 kg', 'Ktn', 'Karton à 4', [13.9, 18.9], [2, 10], 7),
  w('Mayonnaise 80 % Eimer 5 l', 'Eim', '1 × 5 l', [14.9, 21.9], [1, 4], 7),
  w('Sonnenblumenöl 10 l', 'Kan', '1 × 10 l', [19.9, 29.9], [1, 4], 7),
  w('Ketchup Spenderflasche 875 ml', 'Ktn', 'Karton à 10', [18.5, 26.9], [1, 4], 7),
  w('Servietten 3-lagig 40 × 40 cm', 'Ktn', 'Karton à 1.000', [24.9, 34.9], [1, 3], 19),
  w('Trinkhalme Papier 20 cm', 'Pck', 'Pack à 500', [6.9, 11.9], [1, 6], 19),
  w('Bierdeckel rund 107 mm', 'Ktn', 'Karton à 1.000', [12.9, 18.5], [1, 3], 19),
];
/** Office supplies at 19 %, coffee, milk, sugar and books at 7 %, water with its crate deposit. */
export const DE_OFFICE: Ware[] = [
  w('Kopierpapier A4 80 g/m² weiß', 'Ktn', 'Karton à 2.500 Bl.', [17.9, 24.9], [2, 20], 19, { details: ['FSC-zertifiziert, CIE-Weiße 161'] }),
  w('Ordner A4 80 mm PP blau', 'Ktn', 'Karton à 20', [42, 59], [1, 4], 19),
  w('Ordner A4 50 mm PP rot', 'Ktn', 'Karton à 20', [39, 55], [1, 3], 19),
  w('Kugelschreiber Druckmechanik blau', 'Pck', 'Pack à 50', [9.9, 18.9], [1, 4], 19),
  w('Haftnotizen 76 × 76 mm gelb', 'Pck', 'Pack à 12', [8.9, 15.9], [1, 6], 19),
  w('Briefumschläge DIN lang mit Fenster, haftklebend', 'Ktn', 'Karton à 1.000', [19.5, 29.9], [1, 3], 19),
  w('Toner schwarz, kompatibel zu HP 59A', 'Stk', 'Stk', [39, 79], [1, 4], 19, { details: ['Reichweite ca. 3.000 Seiten'] }),
  w('Heftklammern 24/6 verzinkt', 'Pck', 'Pack à 10 × 1.000', [4.9, 8.9], [1, 5], 19),
  w('Textmarker 4 Farben sortiert', 'Pck', 'Etui à 4', [3.2, 6.5], [2, 12], 19),
  w('Hängemappen A4 Karton grün', 'Ktn', 'Karton à 25', [14.9, 22.9], [1, 4], 19),
  w('Laminierfolien A4 2 × 125 mic', 'Pck', 'Pack à 100', [9.9, 16.9], [1, 4], 19),
  w('Batterien Alkaline AA LR6', 'Pck', 'Pack à 24', [11.9, 18.9], [1, 3], 19),
  w('Etiketten 70 × 37 mm weiß', 'Pck', 'Pack à 100 Bl.', [16.9, 27.9], [1, 3], 19),
  w('Handtuchpapier Zickzack 2-lagig', 'Ktn', 'Karton à 20 × 160 Bl.', [24.9, 36.9], [1, 4], 19),
  w('Müllbeutel 120 l blau', 'Rol', 'Rolle à 25', [3.9, 6.9], [2, 10], 19),
  w('USB-Stick 64 GB USB 3.2', 'Stk', 'Stk', [7.9, 14.9], [2, 10], 19),
  w('Spülmaschinen-Tabs All-in-1', 'Pck', 'Pack à 100', [17.9, 26.9], [1, 3], 19),
  w('Kaffee Crema ganze Bohne 1 kg', 'Ktn', 'Karton à 8', [96, 139], [1, 2], 7),
  w('Kaffeesahne-Portionen 10 g', 'Ktn', 'Karton à 240', [12.9, 17.9], [1, 3], 7),
  w('Würfelzucker 1 kg', 'Ktn', 'Karton à 10', [14.9, 21.9], [1, 2], 7),
  w('Duden – Die deutsche Rechtschreibung, 29. Aufl.', 'Stk', 'Stk', [30, 30], [1, 3], 7),
  w('Mineralwasser medium 0,7 l Glas', 'Kst', 'Kasten à 12', [5.2, 6.9], [2, 12], 19, { attach: KASTEN_12 }),
];

// ---------------------------------------------------------------- France
const eco = (price: number): Attached => ({ text: 'Éco-participation DEEE', unit: 'U', price, kind: 'eco', code: 'DEEE' });
/** Electrical equipment at 20 %; lamps, luminaires, appliances with their eco fee per unit. */
export const FR_ELEC: Ware[] = [
  w('Câble R2V 3G2,5 mm² – couronne 100 m', 'U', '', [89, 139], [1, 4], 20),
  w('Câble R2V 3G1,5 mm² – couronne 100 m', 'U', '', [59, 95], [1, 4], 20),
  w('Fil H07V-U 2,5 mm² bleu – couronne 100 m', 'U', '', [24, 39], [1, 6], 20),
  w('Gaine ICTA Ø 20 mm – couronne 100 m', 'U', '', [18, 29], [1, 6], 20),
  w('Disjoncteur 1P+N 16 A courbe C', 'U', '', [7.9, 14.5], [4, 24], 20, { details: ['Peignable, 4,5 kA'] }),
  w('Interrupteur différentiel 40 A 30 mA type AC', 'U', '', [38, 69], [1, 6], 20),
  w('Tableau électrique 2 rangées 26 modules', 'U', '', [39, 72], [1, 3], 20, { details: ['Porte blanche, bornier terre inclus'] }),
  w('Prise de courant 2P+T 16 A blanc', 'U', '', [3.2, 6.9], [10, 60], 20),
  w('Boîte d’encastrement Ø 67 mm prof. 40 mm', 'U', '', [0.35, 0.79], [25, 200], 20, { places: 3 }),
  w('Bornes de connexion rapide 5 entrées (boîte de 50)', 'U', '', [9.9, 16.9], [1, 6], 20),
  w('Ruban adhésif isolant 19 mm × 20 m noir', 'U', '', [0.9, 1.9], [10, 40], 20),
  w('Conduit IRL Ø 20 mm – barre de 3 m', 'U', '', [1.1, 2.4], [10, 60], 20),
  w('Spot LED encastrable 6 W 3000 K', 'U', '', [8.9, 19.9], [4, 30], 20, { attach: eco(0.12) }),
  w('Hublot LED 18 W IP65', 'U', '', [19, 38], [2, 12], 20, { attach: eco(0.12) }),
  w('Réglette LED étanche 1500 mm 50 W', 'U', '', [29, 59], [2, 10], 20, { attach: eco(0.3) }),
  w('Radiateur à inertie 1500 W', 'U', '', [219, 399], [1, 4], 20, { attach: eco(1.5), details: ['Façade fonte, thermostat programmable'] }),
  w('Chauffe-eau électrique 200 L vertical', 'U', '', [289, 459], [1, 2], 20, { attach: eco(6) }),
  w('Détecteur de fumée NF EN 14604', 'U', '', [12, 24], [2, 12], 20, { attach: eco(0.05) }),
  w('VMC simple flux hygroréglable', 'U', '', [119, 189], [1, 3], 20, { attach: eco(0.5) }),
  w('Borne de recharge 7,4 kW monophasée', 'U', '', [590, 890], [1, 2], 20, { attach: eco(0.84), details: ['Câble attaché type 2, 5 m'] }),
];
/** Office supplies at 20 % (some with an eco fee), coffee, sugar, tea, water and books at 5,5 %. */
export const FR_OFFICE: Ware[] = [
  w('Ramette papier A4 80 g blanc (carton de 5)', 'CT', '', [19, 28], [2, 20], 20),
  w('Classeur à levier dos 80 mm', 'U', '', [2.1, 3.9], [10, 50], 20),
  w('Stylo bille pointe moyenne bleu (boîte de 50)', 'BTE', '', [9.9, 17.9], [1, 4], 20),
  w('Agrafeuse de bureau 25 feuilles', 'U', '', [6.9, 14.9], [1, 6], 20),
  w('Enveloppes DL 110 × 220 autocollantes (boîte de 500)', 'BTE', '', [12.9, 21.9], [1, 4], 20),
  w('Blocs-notes A4 lignés 80 feuilles (lot de 10)', 'LOT', '', [11.9, 18.9], [1, 5], 20),
  w('Chemises cartonnées 24 × 32 (paquet de 100)', 'PAQ', '', [14.9, 24.9], [1, 3], 20),
  w('Notes repositionnables 76 × 76 (lot de 12)', 'LOT', '', [8.9, 15.9], [1, 6], 20),
  w('Surligneurs assortis (pochette de 4)', 'U', '', [2.9, 5.9], [2, 12], 20),
  w('Gobelets carton 20 cl (sachet de 50)', 'SAC', '', [2.4, 4.9], [4, 20], 20),
  w('Calculatrice de bureau 12 chiffres', 'U', '', [9.9, 24.9], [1, 6], 20, { attach: eco(0.02) }),
  w('Destructeur de documents coupe croisée', 'U', '', [89, 179], [1, 2], 20, { attach: eco(0.5) }),
  w('Multiprise 5 prises avec interrupteur 1,5 m', 'U', '', [7.9, 14.9], [2, 10], 20, { attach: eco(0.08) }),
  w('Lampe de bureau LED orientable', 'U', '', [19.9, 44.9], [1, 4], 20, { attach: eco(0.12) }),
  w('Café en grains pur arabica 1 kg', 'U', '', [13.9, 22.9], [2, 8], 5.5, { details: ['Origine Brésil / Colombie'] }),
  w('Sucre en morceaux n° 4 (boîte de 1 kg)', 'U', '', [1.6, 2.9], [4, 20], 5.5),
  w('Thé Earl Grey (boîte de 100 sachets)', 'BTE', '', [5.9, 11.9], [1, 6], 5.5),
  w('Eau minérale plate 1,5 L (pack de 6)', 'PK', '', [2.6, 4.2], [4, 30], 5.5),
  w('Code civil 2026, édition annotée', 'U', '', [66, 66], [1, 2], 5.5),
];

// ---------------------------------------------------------------- Italy
/** Hardware and tools at 22 %; small parts priced per piece to the tenth of a cent. */
export const IT_HARDWARE: Ware[] = [
  w('Viti truciolari testa svasata 4×40 zincate (conf. 200)', 'CF', '', [3.9, 7.5], [2, 20], 22),
  w('Tasselli in nylon 8×40 (conf. 100)', 'CF', '', [2.9, 5.9], [2, 20], 22),
  w('Silicone acetico trasparente 280 ml', 'PZ', '', [2.4, 4.9], [6, 48], 22),
  w('Nastro americano grigio 50 mm × 25 m', 'PZ', '', [2.1, 4.5], [6, 36], 22),
  w('Guanti da lavoro in nitrile taglia 9', 'PA', '', [1.2, 2.9], [12, 120], 22, { places: 3 }),
  w('Punta HSS per metallo Ø 6 mm', 'PZ', '', [0.95, 2.4], [10, 50], 22, { places: 3 }),
  w('Disco da taglio inox 115 × 1,0 mm', 'PZ', '', [0.69, 1.69], [25, 200], 22, { places: 3 }),
  w('Trapano avvitatore 18 V con 2 batterie 2,0 Ah', 'PZ', '', [89, 159], [1, 4], 22, { details: ['Valigetta e caricabatterie inclusi'] }),
  w('Lucchetto in ottone arco acciaio 40 mm', 'PZ', '', [4.9, 9.9], [4, 24], 22),
  w('Catena zincata maglia corta Ø 6 mm', 'MT', '', [2.1, 3.9], [5, 50], 22, { step: 0.5 }),
  w('Filo di ferro zincato Ø 1,5 mm (rotolo 1 kg)', 'PZ', '', [3.2, 5.9], [4, 20], 22),
  w('Smalto all’acqua bianco lucido 0,75 l', 'PZ', '', [7.9, 13.9], [3, 18], 22),
  w('Pennello piatto setola mista 50 mm', 'PZ', '', [1.1, 2.9], [6, 36], 22, { places: 3 }),
  w('Metro a nastro 5 m × 19 mm', 'PZ', '', [3.9, 8.9], [3, 12], 22),
  w('Schiuma poliuretanica pistola 750 ml', 'PZ', '', [5.9, 9.9], [6, 24], 22),
  w('Rondelle piane zincate M8', 'KG', '', [6.5, 9.8], [0.5, 5], 22, { step: 0.5 }),
  w('Bulloni TE M10×60 zincati classe 8.8 (conf. 50)', 'CF', '', [8.9, 15.9], [1, 10], 22),
  w('Occhiali di protezione EN 166 lente chiara', 'PZ', '', [1.9, 4.9], [5, 30], 22),
  w('Mascherine FFP2 NR (conf. 20)', 'CF', '', [6.9, 12.9], [2, 10], 22),
  w('Colla vinilica extra rapida 1 kg', 'PZ', '', [3.9, 6.9], [4, 24], 22),
  w('Chiave regolabile a rullino 250 mm', 'PZ', '', [7.9, 15.9], [2, 10], 22),
];
/** Food at 4 % (pasta, flour, oil, milk, cheese), 10 % (cured meat, sugar, tuna, biscuits), 22 % (drinks, household). */
export const IT_FOOD: Ware[] = [
  w('Spaghetti n. 5 di semola kg 1 × 12', 'CT', '', [14.9, 22.9], [2, 20], 4),
  w('Penne rigate kg 0,5 × 24', 'CT', '', [15.9, 23.9], [2, 12], 4),
  w('Olio extravergine di oliva lt 1 × 12', 'CT', '', [79, 119], [1, 6], 4, { details: ['Estratto a freddo, origine UE'] }),
  w('Latte UHT intero lt 1 × 12', 'CT', '', [10.9, 14.9], [2, 12], 4),
  w('Farina di grano tenero tipo 00 kg 1 × 10', 'CT', '', [6.9, 9.9], [2, 10], 4),
  w('Pomodori pelati gr 400 × 24', 'CT', '', [12.9, 18.9], [2, 10], 4),
  w('Mozzarella fior di latte gr 125 × 20', 'CT', '', [16.9, 24.9], [1, 6], 4),
  w('Parmigiano Reggiano DOP 24 mesi', 'KG', '', [16.9, 22.9], [1, 6], 4, { step: 0.005, details: ['Spicchi sottovuoto'] }),
  w('Riso Carnaroli kg 1 × 10', 'CT', '', [18.9, 27.9], [1, 6], 4),
  w('Prosciutto cotto alta qualità', 'KG', '', [9.9, 14.9], [2, 8], 10, { step: 0.005 }),
  w('Salame Milano affettato gr 100 × 10', 'CT', '', [13.9, 19.9], [1, 6], 10),
  w('Tonno all’olio di oliva gr 80 × 3 (conf. 24)', 'CT', '', [39, 59], [1, 4], 10),
  w('Zucchero semolato kg 1 × 10', 'CT', '', [9.9, 13.9], [1, 8], 10),
  w('Biscotti frollini gr 700 × 10', 'CT', '', [19.9, 29.9], [1, 6], 10),
  w('Miele millefiori gr 500 × 12', 'CT', '', [42, 62], [1, 3], 10),
  w('Caffè macinato espresso gr 250 × 20', 'CT', '', [49, 79], [1, 4], 22),
  w('Acqua minerale naturale lt 1,5 × 6', 'CF', '', [1.9, 3.2], [10, 60], 22),
  w('Vino rosso Montepulciano d’Abruzzo DOC cl 75 × 6', 'CT', '', [24, 42], [1, 6], 22),
  w('Birra lager cl 33 × 24', 'CT', '', [17.9, 26.9], [1, 10], 22),
  w('Detersivo piatti concentrato lt 1 × 12', 'CT', '', [12.9, 19.9], [1, 4], 22),
  w('Tovaglioli carta 33 × 33 2 veli (conf. 100)', 'CF', '', [0.89, 1.69], [10, 60], 22, { places: 3 }),
];
