/**
 * What small English-speaking businesses bill on a template invoice, by trade: services by the hour or day,
 * fixed-price jobs and goods by the unit. Prices are in the local currency unit, roughly comparable across
 * USD/GBP/CAD/AUD/EUR.
 */
import type { Random } from './content.ts';
import { makeRows, type Entry, type Row } from './templates-common.ts';

export type Trade = 'design' | 'web' | 'handyman' | 'catering' | 'photo' | 'cleaning';
export const TRADES: readonly Trade[] = ['design', 'web', 'handyman', 'catering', 'photo', 'cleaning'];

export const CATALOG: Record<Trade, readonly Entry[]> = {
  design: [
    { d: 'Logo design', sub: ['3 initial concepts, 2 revision rounds', 'Final files in AI, EPS, PNG and SVG'], unit: 'job', lo: 350, hi: 1200 },
    { d: 'Brand style guide', sub: ['Colours, typography and logo usage, 12 pages'], unit: 'job', lo: 400, hi: 900 },
    { d: 'Business card design', sub: ['Double-sided, print-ready PDF'], unit: 'job', lo: 90, hi: 250 },
    { d: 'Business cards, 350gsm matt', sub: ['Box of 250, double-sided'], unit: 'u', lo: 35, hi: 70, goods: true, q: [1, 6] },
    { d: 'Flyer design A5', sub: ['Spring promotion, two versions'], unit: 'job', lo: 120, hi: 300 },
    { d: 'Flyers A5, full colour', sub: ['Pack of 500, 170gsm gloss'], unit: 'u', lo: 60, hi: 140, goods: true, q: [1, 4] },
    { d: 'Design work', sub: ['Social media templates', 'Website banner graphics', 'Menu layout updates'], unit: 'h', lo: 45, hi: 95 },
    { d: 'Brochure layout, 8 pages', sub: ['Text and images supplied by client'], unit: 'job', lo: 450, hi: 1100 },
    { d: 'Stock photo licence', sub: ['Standard licence, web and print'], unit: 'u', lo: 12, hi: 60, goods: true, q: [1, 8] },
    { d: 'Vinyl window lettering', sub: ['Shop front, cut and installed'], unit: 'u', lo: 120, hi: 380, goods: true, q: [1, 2] },
    { d: 'Packaging artwork', sub: ['Label for 330ml bottle'], unit: 'job', lo: 300, hi: 800 },
    { d: 'Client meeting and briefing', unit: 'h', lo: 45, hi: 95 },
  ],
  web: [
    { d: 'Website design and build', sub: ['5 pages, responsive, contact form', 'WordPress theme customisation'], unit: 'job', lo: 1200, hi: 3500 },
    { d: 'Web development', sub: ['Online booking integration', 'Checkout page changes', 'Bug fixes from ticket list'], unit: 'h', lo: 60, hi: 140 },
    { d: 'Domain name renewal (1 year)', sub: ['.com domain'], unit: 'u', lo: 15, hi: 25, goods: true, q: [1, 3] },
    { d: 'Web hosting, annual plan', sub: ['Managed WordPress hosting'], unit: 'u', lo: 120, hi: 360, goods: true, q: [1, 1] },
    { d: 'SSL certificate (1 year)', unit: 'u', lo: 40, hi: 90, goods: true, q: [1, 2] },
    { d: 'Monthly website maintenance', sub: ['Updates, backups and uptime monitoring'], unit: 'u', lo: 60, hi: 180, q: [1, 3] },
    { d: 'On-site IT support', sub: ['Office network and printer setup', 'New laptop setup and data transfer'], unit: 'h', lo: 65, hi: 120 },
    { d: 'Wireless access point', sub: ['Ubiquiti U6 Lite'], unit: 'u', lo: 110, hi: 180, goods: true, q: [1, 3] },
    { d: 'Network cable, Cat6, 5 m', unit: 'u', lo: 6, hi: 14, goods: true, q: [2, 12] },
    { d: 'SEO audit and report', sub: ['Keyword research and recommendations'], unit: 'job', lo: 250, hi: 700 },
    { d: 'Email account setup', sub: ['Microsoft 365, per mailbox'], unit: 'u', lo: 25, hi: 60, q: [2, 10] },
    { d: 'Training session', sub: ['Content editing for staff'], unit: 'h', lo: 60, hi: 120 },
  ],
  handyman: [
    { d: 'Labour', sub: ['Replace kitchen tap and waste', 'Hang interior doors', 'Repair fence panels'], unit: 'h', lo: 35, hi: 85, reduced: true },
    { d: 'Call-out charge', unit: 'job', lo: 45, hi: 95, reduced: true },
    { d: 'Interior painting', sub: ['Living room, walls and ceiling, 2 coats'], unit: 'day', lo: 180, hi: 350, reduced: true },
    { d: 'Emulsion paint, 5 litre', sub: ['Brilliant white, matt'], unit: 'u', lo: 25, hi: 55, goods: true, q: [1, 6] },
    { d: 'Bathroom silicone reseal', sub: ['Bath and shower tray'], unit: 'job', lo: 90, hi: 220, reduced: true },
    { d: 'Mixer tap, chrome', unit: 'u', lo: 60, hi: 160, goods: true, q: [1, 2] },
    { d: 'Timber and fixings', sub: ['Treated timber, screws, brackets'], unit: 'u', lo: 20, hi: 90, goods: true, q: [1, 4] },
    { d: 'Gutter cleaning', sub: ['Front and rear, downpipes flushed'], unit: 'job', lo: 90, hi: 200, reduced: true },
    { d: 'Fit smoke alarms', sub: ['Hallway and landing'], unit: 'u', lo: 25, hi: 60, reduced: true, q: [1, 4] },
    { d: 'Smoke alarm, 10-year battery', unit: 'u', lo: 18, hi: 40, goods: true, q: [1, 4] },
    { d: 'Skip hire and waste removal', unit: 'job', lo: 180, hi: 350 },
    { d: 'Flat-pack furniture assembly', sub: ['Wardrobe and chest of drawers'], unit: 'h', lo: 30, hi: 60, reduced: true },
  ],
  catering: [
    { d: 'Buffet lunch per person', sub: ['Sandwiches, salads, fruit platter', 'Hot buffet, two mains and sides'], unit: 'u', lo: 12, hi: 32, goods: true, reduced: true, q: [15, 80] },
    { d: 'Canapés per person', sub: ['6 pieces, meat and vegetarian'], unit: 'u', lo: 8, hi: 18, goods: true, reduced: true, q: [20, 90] },
    { d: 'Coffee and tea service', sub: ['Morning and afternoon break'], unit: 'u', lo: 3, hi: 7, goods: true, reduced: true, q: [15, 80] },
    { d: 'Celebration cake', sub: ['Two tiers, lemon sponge'], unit: 'u', lo: 60, hi: 220, goods: true, reduced: true, q: [1, 1] },
    { d: 'Wine, house red and white', sub: ['Per bottle, served'], unit: 'u', lo: 14, hi: 30, goods: true, q: [6, 36] },
    { d: 'Soft drinks and juices', unit: 'u', lo: 2, hi: 4, goods: true, reduced: true, q: [20, 80] },
    { d: 'Waiting staff', sub: ['Event on site, 2 staff'], unit: 'h', lo: 18, hi: 35 },
    { d: 'Chef on site', unit: 'h', lo: 30, hi: 55 },
    { d: 'Crockery and glassware hire', unit: 'u', lo: 1, hi: 3, goods: true, q: [20, 80] },
    { d: 'Delivery and setup', sub: ['Within 15 miles'], unit: 'job', lo: 40, hi: 120 },
    { d: 'Table linen hire', sub: ['Round tablecloths, white'], unit: 'u', lo: 6, hi: 14, goods: true, q: [4, 16] },
    { d: 'Dessert platter', sub: ['Brownies, tarts and fruit, serves 10'], unit: 'u', lo: 35, hi: 70, goods: true, reduced: true, q: [1, 6] },
  ],
  photo: [
    { d: 'Event photography', sub: ['Conference, full coverage', 'Product launch evening'], unit: 'h', lo: 90, hi: 220 },
    { d: 'Headshot session', sub: ['Per person, on location'], unit: 'u', lo: 60, hi: 150, q: [2, 12] },
    { d: 'Product photography', sub: ['White background, per product', 'Lifestyle shots, per product'], unit: 'u', lo: 20, hi: 60, q: [5, 40] },
    { d: 'Photo editing and retouching', unit: 'h', lo: 45, hi: 90 },
    { d: 'Online gallery and downloads', sub: ['High-resolution files, 12 months'], unit: 'job', lo: 50, hi: 150 },
    { d: 'Fine art print 30x40 cm', sub: ['Giclée on matte paper'], unit: 'u', lo: 35, hi: 90, goods: true, reduced: true, q: [1, 6] },
    { d: 'Photo album, 30 pages', sub: ['Linen cover, lay-flat'], unit: 'u', lo: 180, hi: 450, goods: true, q: [1, 2] },
    { d: 'USB drive with images', unit: 'u', lo: 15, hi: 35, goods: true, q: [1, 3] },
    { d: 'Travel', sub: ['Mileage to venue and back'], unit: 'job', lo: 30, hi: 120 },
    { d: 'Drone aerial photography', sub: ['Licensed pilot, 10 edited images'], unit: 'job', lo: 250, hi: 600 },
    { d: 'Second shooter', unit: 'h', lo: 40, hi: 80 },
    { d: 'Framed print 20x30 cm', sub: ['Black oak frame'], unit: 'u', lo: 45, hi: 95, goods: true, q: [1, 4] },
  ],
  cleaning: [
    { d: 'Office cleaning', sub: ['Weekly, 3 visits', 'Daily clean, Monday to Friday'], unit: 'h', lo: 18, hi: 35, reduced: true },
    { d: 'End of tenancy clean', sub: ['2-bedroom flat, including oven'], unit: 'job', lo: 180, hi: 420, reduced: true },
    { d: 'Carpet steam cleaning', sub: ['Per room'], unit: 'u', lo: 30, hi: 60, reduced: true, q: [2, 8] },
    { d: 'Window cleaning', sub: ['Inside and out, ground and first floor'], unit: 'job', lo: 40, hi: 140, reduced: true },
    { d: 'Deep clean, kitchen', sub: ['Degrease extraction hood and surfaces'], unit: 'job', lo: 150, hi: 400, reduced: true },
    { d: 'Upholstery cleaning', sub: ['3-seater sofa'], unit: 'u', lo: 50, hi: 110, reduced: true, q: [1, 3] },
    { d: 'Cleaning supplies', sub: ['Eco products, restock'], unit: 'u', lo: 15, hi: 45, goods: true, q: [1, 4] },
    { d: 'Washroom consumables', sub: ['Hand towels, soap, toilet rolls'], unit: 'u', lo: 20, hi: 70, goods: true, q: [1, 6] },
    { d: 'Pressure washing', sub: ['Patio and driveway'], unit: 'h', lo: 30, hi: 60, reduced: true },
    { d: 'Post-construction clean', sub: ['Dust removal, all surfaces'], unit: 'day', lo: 200, hi: 400, reduced: true },
    { d: 'Microfibre cloths, pack of 12', unit: 'u', lo: 8, hi: 18, goods: true, q: [1, 6] },
    { d: 'Extra hours', sub: ['Additional clean after event'], unit: 'h', lo: 18, hi: 35, reduced: true },
  ],
};

/** Words for business names in each trade: "<place> <word> <legal form>". */
export const TRADE_WORDS: Record<Trade, readonly string[]> = {
  design: ['Design Studio', 'Creative', 'Graphics', 'Design House'],
  web: ['Web Solutions', 'Digital', 'IT Services', 'Web Studio'],
  handyman: ['Home Repairs', 'Property Maintenance', 'Building Services', 'Handyman Services'],
  catering: ['Catering', 'Events & Catering', 'Kitchen', 'Food Company'],
  photo: ['Photography', 'Photo Studio', 'Imaging', 'Pictures'],
  cleaning: ['Cleaning Services', 'Cleaners', 'Cleaning Group', 'Facility Services'],
};

// North American wording for the catalog: US gets US spelling and inch/gallon sizes, Canada only the words.
const NORTH_AMERICAN: readonly [RegExp, string][] = [
  [/Skip hire and waste removal/, 'Dumpster rental and haul-away'], [/End of tenancy clean/, 'Move-out cleaning'],
  [/2-bedroom flat/, '2-bedroom apartment'], [/Table linen hire/, 'Table linen rental'], [/Crockery and glassware hire/, 'Dishware and glassware rental'],
  [/Call-out charge/, 'Service call fee'], [/Mixer tap, chrome/, 'Kitchen faucet, chrome'], [/Replace kitchen tap and waste/, 'Replace kitchen faucet and drain'],
  [/Bath and shower tray/, 'Tub and shower pan'], [/Fit smoke alarms/, 'Install smoke detectors'], [/Smoke alarm,/, 'Smoke detector,'],
  [/Washroom consumables/, 'Restroom supplies'], [/Hand towels/, 'Paper towels'], [/Timber and fixings/, 'Lumber and hardware'],
  [/Treated timber/, 'Treated lumber'], [/Flyer design A5/, 'Flyer design, half letter'], [/Flyers A5, full colour/, 'Flyers 5.5 x 8.5", full colour'],
  [/Brilliant white, matt/, 'Bright white, flat'], [/Emulsion paint, 5 litre/, 'Interior latex paint, 3.78 L'], [/Within 15 miles/, 'Within 25 km'],
];
const US_ONLY: readonly [RegExp, string][] = [
  [/Within 25 km/, 'Within 15 miles'], [/Interior latex paint, 3.78 L/, 'Interior latex paint, 1 gallon'], [/olour/g, 'olor'], [/licence/g, 'license'],
  [/customisation/g, 'customization'], [/Microfibre/g, 'Microfiber'], [/30x40 cm/, '12x16 in'], [/20x30 cm/, '8x12 in'], [/350gsm matt/, '16 pt matte'],
  [/170gsm gloss/, '100 lb gloss'],
];
const METRIC: readonly [RegExp, string][] = [[/Within 15 miles/, 'Within 25 km']];
const AUSTRALIAN: readonly [RegExp, string][] = [
  ...METRIC, [/End of tenancy clean/, 'End of lease clean'], [/2-bedroom flat/, '2-bedroom unit'], [/Skip hire/, 'Skip bin hire'],
];

/** A catalog line as a business in `country` would write it. */
export function localise(text: string, country: 'us' | 'ca' | 'uk' | 'au' | 'ie'): string {
  const rules = country === 'us' ? [...NORTH_AMERICAN, ...US_ONLY] : country === 'ca' ? NORTH_AMERICAN
    : country === 'au' ? AUSTRALIAN : country === 'ie' ? METRIC : [];
  return rules.reduce((out, [from, to]) => out.replace(from, to), text);
}

/** `count` rows of the trade's catalog, worded for `country`. */
export function tradeRows(random: Random, country: 'us' | 'ca' | 'uk' | 'au' | 'ie', trade: Trade, count: number): Row[] {
  const rows = makeRows(random, CATALOG[trade], count);
  for (const row of rows) row.lines = row.lines.map((line) => localise(line, country));
  return rows;
}
