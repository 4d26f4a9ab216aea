/**
 * Invented online shops of the web-shop family (webshop.ts) in the Netherlands, Spain and Italy, and the small
 * handmade sellers of Germany and Austria: brands, legal-name patterns, taglines and goods as in webshop-goods-a.ts.
 */
import { p, type Theme } from './webshop-common.ts';

// ---------------------------------------------------------------- Netherlands
const MAAT = ['Maat: S', 'Maat: M', 'Maat: L', 'Maat: XL'];
const KL = ['Kleur: Zwart', 'Kleur: Oceaanblauw', 'Kleur: Olijfgroen', 'Kleur: Oker', 'Kleur: Grijs'];
export const NL_THEMES: Theme[] = [
  {
    brands: ['Fietsfanaat', 'Trapkracht', 'Stadsfiets Shop', 'Zadelpijn'], legal: ['{b} B.V.', '{s} Tweewielers B.V.', '{b} V.O.F.', 'Rijwielhandel {s}'],
    tag: ['Alles voor je fiets', 'Fietsonderdelen & accessoires', 'Snel geleverd, scherp geprijsd'],
    goods: [
      p('Fietstas dubbel 32 liter', 'std', 39, 79, KL), p('Fietsslot ART-2 kettingslot', 'std', 49, 89), p('LED-verlichtingsset USB', 'std', 19, 39), p('Binnenband 28 inch', 'std', 5, 9),
      p('Fietspomp met drukmeter', 'std', 24, 39), p('Regenponcho', 'std', 19, 29, MAAT, KL), p('Fietshelm urban', 'std', 49, 89, ['Maat: S/M', 'Maat: M/L'], KL), p('Kettingolie 100 ml', 'std', 6, 11),
      p('Kinderzitje achter', 'std', 79, 129), p('Fietsbel messing', 'std', 8, 15), p('Energierepen 6 stuks', 'food', 7, 12), p('Boek “Fietsroutes in Nederland”', 'book', 17, 25),
    ],
  },
  {
    brands: ['Koffiehuis Online', 'Bonenbar', 'De Theepot', 'Brandpunt Koffie'], legal: ['{b} B.V.', 'Koffiebranderij {s} B.V.', '{b} V.O.F.', '{s} Koffie & Thee B.V.'],
    tag: ['Vers gebrande koffie', 'Koffie & thee uit eigen branderij', 'Specialty coffee sinds 2014'],
    goods: [
      p('Espressobonen huismelange 1 kg', 'food', 19, 29, ['Maling: hele bonen', 'Maling: espresso', 'Maling: filter']), p('Filterkoffie Colombia 250 g', 'food', 8, 12), p('Groene thee biologisch 100 g', 'food', 5, 9),
      p('Chai latte poeder 250 g', 'food', 7, 11), p('Moka pot 6 kops', 'std', 29, 49, KL), p('Melkopschuimer elektrisch', 'std', 39, 69), p('Koffiefilters nr. 4 (100 st.)', 'std', 3, 5),
      p('Koffiekop dubbelwandig', 'std', 14, 22), p('Stroopwafels 8 stuks', 'food', 4, 7), p('Proefpakket koffie 4 x 100 g', 'food', 16, 24), p('Theeglas met houder', 'std', 9, 15),
    ],
  },
  {
    brands: ['Kleintje Groot', 'Boefje & Co', 'Ukkie Store', 'Dreumesland'], legal: ['{b} B.V.', '{s} Kids B.V.', '{b} V.O.F.', '{f} {s} Kinderwinkel'],
    tag: ['Duurzame kinderkleding & speelgoed', 'Voor kleine avonturiers', 'Biologisch katoen, eerlijk gemaakt'],
    goods: [
      p('Romper biologisch katoen', 'std', 14, 22, ['Maat: 62', 'Maat: 68', 'Maat: 74', 'Maat: 80'], KL), p('Tuinbroek kinderen', 'std', 24, 39, ['Maat: 92', 'Maat: 98', 'Maat: 104'], KL), p('Houten loopfiets', 'std', 69, 99),
      p('Prentenboek “Beer gaat logeren”', 'book', 12, 16), p('Knuffel konijn', 'std', 16, 26, KL), p('Badspeelgoed set', 'std', 12, 19), p('Slabbetjes 3-pack', 'std', 9, 15),
      p('Voorleesboek “Dierenverhaaltjes”', 'book', 15, 20), p('Regenlaarsjes', 'std', 19, 29, ['Maat: 22', 'Maat: 24', 'Maat: 26']), p('Drinkbeker RVS', 'std', 12, 18, KL),
    ],
  },
];

// ---------------------------------------------------------------- Spain
const TALLA = ['Talla: S', 'Talla: M', 'Talla: L', 'Talla: XL'];
const COLOR = ['Color: Azul marino', 'Color: Crudo', 'Color: Negro', 'Color: Teja', 'Color: Verde oliva'];
export const ES_THEMES: Theme[] = [
  {
    brands: ['Oro del Sur', 'La Despensa Gourmet', 'Olivar de la Vega', 'Sabores de Aquí'], legal: ['{b} S.L.', 'Conservas {s} S.L.', '{b} S.L.U.', 'Comercial {s} S.A.'],
    tag: ['Productos gourmet de origen', 'Aceite de oliva y delicatessen', 'Del campo a tu mesa'],
    goods: [
      p('Aceite de oliva virgen extra 5 l', 'food', 39, 59), p('Aceite de oliva virgen extra 500 ml', 'food', 9, 15), p('Jamón ibérico loncheado 100 g', 'food', 12, 19), p('Queso manchego curado 1 kg', 'food', 22, 32),
      p('Turrón de Jijona 300 g', 'food', 8, 13), p('Pimentón de la Vera 75 g', 'food', 4, 6), p('Lote regalo gourmet', 'food', 49, 89), p('Aceitera de cristal 500 ml', 'std', 12, 19),
      p('Libro “Cocina mediterránea”', 'book', 22, 29), p('Tabla de cortar de olivo', 'std', 24, 39), p('Vinagre de Jerez 375 ml', 'food', 6, 10), p('Paellera acero pulido 34 cm', 'std', 19, 32),
    ],
  },
  {
    brands: ['Algodón y Punto', 'Lúa Moda', 'Calma Studio', 'Brisa Textil'], legal: ['{b} S.L.', 'Confecciones {s} S.L.', '{b} S.L.U.', 'Textil {s} S.A.'],
    tag: ['Moda sostenible hecha en España', 'Algodón orgánico y lino', 'Ropa para el día a día'],
    goods: [
      p('Camiseta algodón orgánico', 'std', 19, 32, TALLA, COLOR), p('Vestido de lino', 'std', 59, 99, TALLA, COLOR), p('Jersey de punto', 'std', 49, 79, TALLA, COLOR), p('Bolso de rafia', 'std', 29, 49),
      p('Pañuelo estampado', 'std', 19, 29, COLOR), p('Alpargatas de yute', 'std', 24, 39, ['Talla: 37', 'Talla: 38', 'Talla: 39', 'Talla: 40', 'Talla: 42']), p('Calcetines (pack de 3)', 'std', 12, 18), p('Pantalón chino', 'std', 45, 69, TALLA, COLOR),
    ],
  },
];

// ---------------------------------------------------------------- Italy (B2B)
export const IT_THEMES: Theme[] = [
  {
    brands: ['UfficioPiù', 'Cartoleria Express', 'Forniture Pro', 'OfficeBox'], legal: ['{b} S.r.l.', '{s} Forniture S.r.l.', '{b} S.p.A.', 'Cartotecnica {s} S.r.l.'],
    tag: ['Forniture per ufficio online', 'Cancelleria e consumabili per aziende', 'Consegna in 24/48 ore'],
    goods: [
      p('Carta per fotocopie A4 80 g, risma 500 fogli', 'std', 4, 6), p('Toner compatibile nero TN-2420', 'std', 29, 49), p('Raccoglitore ad anelli dorso 8 cm', 'std', 2, 4), p('Penne a sfera blu, conf. 50 pz', 'std', 12, 19),
      p('Buste commerciali 11x23, conf. 500', 'std', 14, 22), p('Etichette adesive A4, 100 fogli', 'std', 16, 26), p('Cucitrice da tavolo 40 fogli', 'std', 14, 24), p('Sedia ergonomica da ufficio', 'std', 149, 249),
      p('Caffè in capsule compatibili, conf. 100', 'std', 22, 32), p('Agenda settimanale 2025', 'std', 9, 14), p('Codice civile commentato 2025', 'book', 59, 89), p('Acqua minerale 0,5 l, conf. 24', 'food', 5, 8),
    ],
  },
  {
    brands: ['Ferramenta Online', 'Utensileria Nord', 'ToolPoint', 'Bulloneria 24'], legal: ['{b} S.r.l.', '{s} Utensili S.r.l.', '{b} S.p.A.', 'Ferramenta {s} S.n.c.'],
    tag: ['Utensili e ferramenta per professionisti', 'Forniture industriali online', 'Il negozio del professionista'],
    goods: [
      p('Trapano avvitatore 18 V con 2 batterie', 'std', 129, 219), p('Set punte HSS 19 pz', 'std', 14, 29), p('Viti truciolari 4x40, conf. 500', 'std', 9, 16), p('Guanti da lavoro nitrile, taglia 9', 'std', 2, 5),
      p('Nastro americano 50 m', 'std', 5, 9), p('Livella a bolla 60 cm', 'std', 14, 26), p('Silicone sigillante trasparente 310 ml', 'std', 4, 7), p('Tasselli nylon 8 mm, conf. 100', 'std', 6, 11),
      p('Occhiali di protezione EN 166', 'std', 4, 9), p('Metro a nastro 5 m', 'std', 6, 12), p('Smerigliatrice angolare 125 mm', 'std', 69, 129), p('Cassetta attrezzi 19"', 'std', 19, 35),
    ],
  },
];

// ---------------------------------------------------------------- small handmade sellers (Germany / Austria)
const FARBE = ['Farbe: Blau', 'Farbe: Senfgelb', 'Farbe: Rost', 'Farbe: Naturweiß', 'Farbe: Tannengrün', 'Farbe: Altrosa'];
const GR = ['Größe: S', 'Größe: M', 'Größe: L', 'Größe: Kinder'];
export const HANDMADE: Theme[] = [
  {
    brands: ['Wollwerk', 'Maschenliebe', 'Strickstube', 'Fadenglück'], legal: ['{f} {s}'], tag: ['Handgestricktes aus Schurwolle', 'Gestrickt mit Liebe', 'Handarbeit aus dem Allgäu'],
    goods: [
      p('Mütze „Fjord“', 'std', 24, 39, GR, FARBE), p('Loop-Schal Merino', 'std', 39, 59, FARBE), p('Babyschühchen gestrickt', 'std', 19, 29, FARBE), p('Stulpen „Heide“', 'std', 19, 29, FARBE),
      p('Wollsocken handgestrickt', 'std', 24, 35, ['Größe: 36-38', 'Größe: 39-41', 'Größe: 42-44'], FARBE), p('Strickanleitung „Fjord“ (PDF)', 'std', 4, 7), p('Topflappen 2er-Set', 'std', 9, 14, FARBE),
    ],
  },
  {
    brands: ['Tonwerk', 'Kleine Töpferei', 'Erdenrund', 'Scherbenglück'], legal: ['{f} {s}'], tag: ['Keramik von Hand gedreht', 'Töpferwaren aus der Werkstatt', 'Jedes Stück ein Unikat'],
    goods: [
      p('Becher „Morgenrot“ 300 ml', 'std', 22, 32, ['Glasur: Seladon', 'Glasur: Rost', 'Glasur: Schneeweiß']), p('Müslischale', 'std', 24, 34, ['Glasur: Seladon', 'Glasur: Rost', 'Glasur: Schneeweiß']), p('Espressotasse mit Unterteller', 'std', 19, 29),
      p('Vase klein „Knospe“', 'std', 29, 49), p('Frühstücksteller 21 cm', 'std', 26, 36), p('Räucherstäbchenhalter', 'std', 12, 18), p('Butterdose', 'std', 34, 49),
    ],
  },
  {
    brands: ['Silberfaden', 'Goldmohn Schmuck', 'Perlenwerk', 'Kleinod'], legal: ['{f} {s}'], tag: ['Handgemachter Schmuck', 'Schmuck aus recyceltem Silber', 'Zarte Unikate'],
    goods: [
      p('Ohrstecker „Tropfen“ Silber 925', 'std', 29, 45), p('Kette mit Anhänger „Mond“', 'std', 39, 69, ['Länge: 40 cm', 'Länge: 45 cm', 'Länge: 50 cm']), p('Ring gehämmert', 'std', 35, 59, ['Ringgröße: 52', 'Ringgröße: 54', 'Ringgröße: 56', 'Ringgröße: 58']),
      p('Armband Süßwasserperlen', 'std', 24, 39), p('Creolen vergoldet', 'std', 39, 59), p('Schmuckschachtel Geschenkverpackung', 'std', 3, 5), p('Gravur (bis 15 Zeichen)', 'std', 8, 12),
    ],
  },
  {
    brands: ['Seifenküche', 'Kerzenschein', 'Duftwerk', 'Bienenstube'], legal: ['{f} {s}'], tag: ['Naturseifen & Kerzen aus Handarbeit', 'Kaltgerührt · vegan · plastikfrei', 'Aus meiner kleinen Werkstatt'],
    goods: [
      p('Naturseife Ziegenmilch 110 g', 'std', 6, 9), p('Bienenwachskerze gerollt', 'std', 8, 14, ['Höhe: 15 cm', 'Höhe: 20 cm']), p('Duftkerze im Glas 180 g', 'std', 16, 24, ['Duft: Lavendel', 'Duft: Orange-Zimt', 'Duft: Zeder']),
      p('Badebombe 3er-Set', 'std', 12, 18), p('Seifensäckchen Sisal', 'std', 4, 6), p('Lippenpflege Bienenwachs', 'std', 5, 7), p('Geschenkset „Kleine Auszeit“', 'std', 24, 36),
    ],
  },
];
