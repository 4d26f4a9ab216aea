/**
 * Invented online shops of the web-shop family (webshop.ts) in Germany, France and the United Kingdom: per theme the
 * brands, the legal-name patterns behind them ({b} brand, {s} the owner's surname, {f} first name), taglines and the
 * goods with their tax class, gross price range and variant options (each option list yields one variant value).
 */
import { p, type Theme } from './webshop-common.ts';

// ---------------------------------------------------------------- Germany
const GR = ['Mahlgrad: ganze Bohne', 'Mahlgrad: Espresso', 'Mahlgrad: Filter', 'Mahlgrad: French Press'];
const SZ = ['Größe: S', 'Größe: M', 'Größe: L', 'Größe: XL'];
const KSZ = ['Größe: 104', 'Größe: 116', 'Größe: 128', 'Größe: 140'];
const FB = ['Farbe: Blau', 'Farbe: Schwarz', 'Farbe: Salbeigrün', 'Farbe: Anthrazit', 'Farbe: Rot', 'Farbe: Sand'];
const SOCK = ['Größe: 35-38', 'Größe: 39-42', 'Größe: 43-46'];
export const DE_THEMES: Theme[] = [
  {
    brands: ['Kaffeeliebe', 'Bohnenwerk', 'Röstzeit', 'Tassenglück', 'Hafenröster'], legal: ['{b} Röstwerk GmbH', '{b} Kaffeerösterei GmbH', '{b} GmbH', '{s} Kaffee & Tee GmbH', '{f} {s} e.K.'],
    tag: ['Frisch geröstet – direkt zu Ihnen', 'Kaffee & Tee aus eigener Rösterei', 'Spezialitätenkaffee seit 2011'],
    goods: [
      p('Espresso Bohnen „Milano“ 1 kg', 'food', 16, 28, GR), p('Café Crème Hausmischung 500 g', 'food', 9, 15, GR), p('Filterkaffee Äthiopien Sidamo 250 g', 'food', 8, 13, GR),
      p('Grüner Tee Sencha Bio 100 g', 'food', 6, 12), p('Rooibos Vanille 200 g', 'food', 5, 9), p('Handfilter Porzellan Gr. 2', 'std', 18, 32, FB), p('Milchkännchen Edelstahl 350 ml', 'std', 12, 24),
      p('Kaffeemühle manuell Keramikmahlwerk', 'std', 39, 59), p('Papierfilter 1x4, 100 Stück', 'std', 3, 5), p('Thermobecher To-Go 400 ml', 'std', 19, 29, FB), p('Probierset Kaffee 4 x 125 g', 'food', 22, 32),
      p('Entkalker Bio 500 ml', 'std', 7, 11), p('Espressotassen-Set 2 Stück', 'std', 16, 26, FB), p('Trinkschokolade Zartbitter 250 g', 'food', 6, 9),
    ],
  },
  {
    brands: ['Bergpfad', 'Wildspitze Outdoor', 'Nordkamm', 'Trailfuchs'], legal: ['{b} GmbH', '{b} Outdoor GmbH', '{s} Sport & Freizeit GmbH', '{s} Outdoor-Handel GmbH & Co. KG'],
    tag: ['Ausrüstung für draußen', 'Outdoor · Trekking · Camping', 'Wandern, Klettern, Reisen'],
    goods: [
      p('Funktionsshirt Herren „Trail“', 'std', 24, 39, SZ, FB), p('Softshelljacke Damen „Alpina“', 'std', 79, 149, SZ, FB), p('Wandersocken Merino 2er-Pack', 'std', 14, 22, SOCK),
      p('Trinkflasche Edelstahl 0,75 l', 'std', 19, 29, FB), p('Stirnlampe LED 350 Lumen', 'std', 24, 45), p('Tagesrucksack 28 l', 'std', 59, 119, FB), p('Wanderkarte Harz 1:50.000', 'book', 7, 10),
      p('Kinder-Regenjacke „Pfütze“', 'std', 29, 49, KSZ, FB), p('Müsliriegel Nuss-Mix 12er-Box', 'food', 9, 15), p('Trekkingstöcke Alu, Paar', 'std', 39, 69), p('Schlafsack Komfort 5 °C', 'std', 69, 129),
      p('Outdoor-Kochbuch „Draußen kochen“', 'book', 18, 25), p('Fleecemütze', 'std', 14, 22, FB), p('Erste-Hilfe-Set Outdoor', 'std', 14, 24),
    ],
  },
  {
    brands: ['Kleine Welt', 'Spielzeugkiste', 'Holzwurm & Co', 'Lesefuchs'], legal: ['{b} Spielwaren GmbH', '{s} Spiel & Buch GmbH', '{b} GmbH', '{f} {s} e.K.'],
    tag: ['Spielzeug & Kinderbücher', 'Nachhaltiges Holzspielzeug', 'Bücher und Spiele für Kinder'],
    goods: [
      p('Holzeisenbahn Starter-Set 32 Teile', 'std', 29, 69), p('Bilderbuch „Der kleine Fuchs“', 'book', 12, 16), p('Wachsmalkreiden 24 Farben', 'std', 6, 12), p('Kinderbuch „Ferien auf dem Bauernhof“', 'book', 10, 15),
      p('Plüschhase 30 cm', 'std', 15, 25, ['Farbe: Beige', 'Farbe: Rosa', 'Farbe: Grau']), p('Puzzle 100 Teile „Weltkarte“', 'std', 9, 16), p('Brotdose Edelstahl', 'std', 14, 24, FB), p('Stapelturm Regenbogen', 'std', 19, 35),
      p('Sachbuch „Dinosaurier entdecken“', 'book', 14, 20), p('Knete Starter-Set 8 Farben', 'std', 9, 14), p('Kaufladen-Zubehör Obstkiste', 'std', 16, 26), p('Kinderrucksack', 'std', 24, 39, FB),
    ],
  },
  {
    brands: ['Seifenglück', 'Naturpur', 'Hautnah Naturkosmetik', 'Blütenwerk'], legal: ['{b} Naturkosmetik GmbH', '{b} GmbH', '{s} Manufaktur GmbH', '{f} {s} e.K.'],
    tag: ['Naturkosmetik aus Manufaktur', 'Vegan · plastikfrei · handgemacht', 'Pflege aus der Natur'],
    goods: [
      p('Naturseife Lavendel 100 g', 'std', 4, 8), p('Gesichtscreme Hyaluron 50 ml', 'std', 14, 34), p('Festes Shampoo Rosmarin', 'std', 8, 12), p('Bartöl Zedernholz 30 ml', 'std', 12, 19),
      p('Lippenbalsam Honig', 'std', 3, 6), p('Duschgel Minze 250 ml', 'std', 5, 9), p('Handcreme Ringelblume 75 ml', 'std', 6, 11), p('Badesalz Totes Meer 500 g', 'std', 8, 14),
      p('Kräutertee „Gute Nacht“ 80 g', 'food', 5, 8), p('Seifenschale Olivenholz', 'std', 9, 15), p('Geschenkset „Wellness“', 'std', 24, 39), p('Deocreme Zitrus 50 ml', 'std', 7, 11),
    ],
  },
];

// ---------------------------------------------------------------- France
const TA = ['Taille : S', 'Taille : M', 'Taille : L', 'Taille : XL'];
const CO = ['Couleur : Bleu marine', 'Couleur : Écru', 'Couleur : Noir', 'Couleur : Terracotta', 'Couleur : Vert sauge'];
export const FR_THEMES: Theme[] = [
  {
    brands: ['Maison Olivier', 'Le Garde-Manger', 'Saveurs de Provence', 'Épices & Cie'], legal: ['{b} SAS', '{s} Épicerie Fine SARL', '{b} SARL', 'SAS {s} et Fils'],
    tag: ['Épicerie fine en ligne', 'Produits du terroir depuis 1998', 'Le goût du Sud'],
    goods: [
      p('Huile d’olive vierge extra 75 cl', 'food', 14, 26), p('Tapenade noire 180 g', 'food', 5, 8), p('Miel de lavande 500 g', 'food', 9, 15), p('Herbes de Provence 80 g', 'food', 4, 7),
      p('Confiture abricot 350 g', 'food', 5, 8), p('Nougat tendre amandes 200 g', 'food', 7, 12), p('Coffret apéritif provençal', 'food', 29, 49), p('Planche à découper olivier', 'std', 24, 45),
      p('Savon de Marseille 300 g', 'std', 4, 7), p('Livre « Cuisine provençale »', 'book', 19, 29), p('Vinaigre balsamique 25 cl', 'food', 8, 14), p('Tablier en lin', 'std', 22, 35, CO),
    ],
  },
  {
    brands: ['Atelier Lumière', 'Belle Peau', 'Rose & Argile', 'Jardin de Beauté'], legal: ['{b} SAS', 'Laboratoire {s} SAS', '{b} SARL', '{s} Cosmétiques SAS'],
    tag: ['Cosmétiques naturels fabriqués en France', 'Soins bio & vegan', 'La beauté au naturel'],
    goods: [
      p('Crème hydratante visage 50 ml', 'std', 16, 32), p('Sérum éclat vitamine C 30 ml', 'std', 19, 39), p('Huile sèche corps 100 ml', 'std', 14, 26), p('Savon surgras argile rose', 'std', 6, 9),
      p('Baume à lèvres karité', 'std', 4, 7), p('Shampooing solide ortie', 'std', 8, 12), p('Masque purifiant argile verte', 'std', 9, 16), p('Eau florale de rose 200 ml', 'std', 8, 14),
      p('Coffret découverte soins', 'std', 29, 49), p('Brosse en bambou', 'std', 5, 9), p('Infusion détente bio 60 g', 'food', 6, 9), p('Déodorant naturel 50 g', 'std', 8, 12),
    ],
  },
  {
    brands: ['Papeterie du Marais', 'Le Petit Libraire', 'Encre & Papier', 'Plume Bleue'], legal: ['{b} SARL', 'Librairie {s} SAS', '{b} SAS', 'EURL {s}'],
    tag: ['Livres, carnets et belles fournitures', 'Librairie-papeterie indépendante', 'Pour écrire et lire'],
    goods: [
      p('Roman « Les jours d’été »', 'book', 19, 23), p('Carnet ligné A5 couverture lin', 'std', 12, 19, CO), p('Stylo plume acier', 'std', 18, 39), p('Cartouches d’encre bleu (x6)', 'std', 3, 5),
      p('Agenda semainier 2025', 'std', 14, 24, CO), p('Bande dessinée « L’Île aux brumes »', 'book', 14, 17), p('Livre jeunesse « Le renard et la lune »', 'book', 12, 16), p('Crayons de couleur x24', 'std', 9, 18),
      p('Guide « Randonnées en Bretagne »', 'book', 15, 22), p('Marque-pages laiton', 'std', 6, 11), p('Set d’aquarelle 12 couleurs', 'std', 16, 29), p('Papier à lettres vergé', 'std', 9, 15),
    ],
  },
  {
    brands: ['Maison Marinière', 'Les Petits Matelots', 'Coton & Lin', 'Atelier Breton'], legal: ['{b} SAS', '{s} Textile SARL', '{b} SARL', 'SAS {s} Créations'],
    tag: ['Mode responsable fabriquée en France', 'Le vêtement breton depuis 1952', 'Coton bio, lin français'],
    goods: [
      p('Marinière femme coton bio', 'std', 39, 69, TA, CO), p('Pull col rond laine', 'std', 69, 119, TA, CO), p('T-shirt enfant rayé', 'std', 19, 29, ['Taille : 4 ans', 'Taille : 6 ans', 'Taille : 8 ans']),
      p('Casquette lin', 'std', 24, 35, CO), p('Chaussettes coton (lot de 3)', 'std', 14, 21), p('Sac cabas toile', 'std', 29, 45, CO), p('Écharpe légère', 'std', 29, 45, CO), p('Chemise lin homme', 'std', 59, 89, TA, CO),
    ],
  },
];

// ---------------------------------------------------------------- United Kingdom
const USZ = ['Size: S', 'Size: M', 'Size: L', 'Size: XL'];
const KIDS = ['Age: 2-3 years', 'Age: 4-5 years', 'Age: 6-7 years', 'Age: 8-9 years'];
const COL = ['Colour: Navy', 'Colour: Mustard', 'Colour: Forest Green', 'Colour: Charcoal', 'Colour: Rose'];
export const UK_THEMES: Theme[] = [
  {
    brands: ['Little Acorns', 'Puddle & Pip', 'Wild Wonders Kids', 'Bramble Bear'], legal: ['{b} Ltd', '{s} & Co Ltd', '{b} Trading Ltd', '{s} Retail Ltd'],
    tag: ['Organic clothing for little ones', 'Books, toys & clothes for curious kids', 'Made for muddy adventures'],
    goods: [
      p('Organic Cotton Dungarees', 'kids', 22, 34, KIDS, COL), p('Kids Waterproof Jacket', 'kids', 29, 45, KIDS, COL), p('Striped Long Sleeve Top', 'kids', 12, 18, KIDS), p('Picture Book: The Sleepy Hedgehog', 'book', 7, 12),
      p('Wooden Stacking Rainbow', 'std', 19, 32), p('Children\u2019s Atlas of the World', 'book', 12, 18), p('Knitted Bunny Comforter', 'std', 14, 22, COL), p('Adult Matching Jumper', 'std', 39, 59, USZ, COL),
      p('Wellington Boots', 'kids', 16, 24, ['Size: 8 Infant', 'Size: 10 Infant', 'Size: 12 Junior', 'Size: 1 Junior']), p('Colouring Book: Under the Sea', 'book', 4, 7), p('Bamboo Dinner Set', 'std', 14, 22, COL), p('Wooden Train Set', 'std', 29, 49),
    ],
  },
  {
    brands: ['The Tea Caddy', 'Kettle & Crumb', 'Leaf & Larder', 'Brew Republic'], legal: ['{b} Ltd', '{s} Fine Foods Ltd', '{b} (UK) Ltd', '{s} & {f} Ltd'],
    tag: ['Loose leaf tea & fine food', 'Small-batch tea blenders', 'Proper tea, posted'],
    goods: [
      p('English Breakfast Loose Leaf 250g', 'food', 6, 11), p('Earl Grey Blue Flower 100g', 'food', 5, 9), p('Assam Gold Tippy 125g', 'food', 7, 12), p('Speciality Coffee Beans 1kg', 'food', 22, 32, ['Grind: Whole bean', 'Grind: Cafetière', 'Grind: Espresso']),
      p('Cast Iron Teapot 800ml', 'std', 29, 45, COL), p('Stoneware Mug', 'std', 12, 18, COL), p('Shortbread Selection Tin 400g', 'food', 9, 15), p('Tea Infuser Stainless Steel', 'std', 5, 9),
      p('Book: The Tea Lover\u2019s Companion', 'book', 12, 20), p('Gift Hamper Afternoon Tea', 'food', 35, 59), p('Loose Leaf Tea Caddy', 'std', 12, 19, COL), p('Chai Spice Blend 100g', 'food', 5, 8),
    ],
  },
  {
    brands: ['Hearth & Home', 'Oak Street Interiors', 'Linen Loft', 'Copper Lane'], legal: ['{b} Ltd', '{s} Interiors Ltd', '{b} Homeware Ltd', '{s} Home Ltd'],
    tag: ['Homeware for slow living', 'Independent interiors store', 'Beautiful things for the home'],
    goods: [
      p('Linen Cushion Cover 45x45cm', 'std', 18, 32, COL), p('Wool Throw Blanket', 'std', 49, 89, COL), p('Soy Wax Candle 220g', 'std', 14, 24, ['Scent: Fig & Cedar', 'Scent: Sea Salt', 'Scent: Amber']),
      p('Ceramic Vase Large', 'std', 29, 49, COL), p('Book: Rooms to Breathe', 'book', 20, 30), p('Waffle Bath Towel', 'std', 22, 35, COL), p('Brass Photo Frame 5x7', 'std', 16, 26),
      p('Oak Serving Board', 'std', 24, 39), p('Reed Diffuser 100ml', 'std', 18, 28, ['Scent: Fig & Cedar', 'Scent: Sea Salt']), p('Jute Doormat', 'std', 19, 29), p('Enamel Storage Tin', 'std', 12, 19, COL),
    ],
  },
];
