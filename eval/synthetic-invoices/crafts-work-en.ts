/**
 * The British trades of the crafts family (crafts-uk.ts): builders, plumbing and heating engineers, electricians,
 * roofers, joiners, decorators and landscapers, their trading names and taglines, and their lines in job order —
 * labour (L: days, hours or a price for the work) and materials (M) kept apart, as the CIS deduction needs.
 */
import { W, type Book } from './crafts-common.ts';

export const EN_BOOK: Book = {
  build: {
    firms: ['{L} Building Services Ltd', '{F} {L} Builders', '{L} & Sons Construction Ltd', '{T} Property Maintenance', '{L} Brickwork & Extensions Ltd'],
    tagline: ['Extensions · Renovations · Groundworks', 'Quality building work since 1996', 'Federation of Master Builders member'],
    works: [
      W('L', 'ls', [450, 1600], [1, 1], 1, 'Labour: strip out existing kitchen', 'remove units, tiles and plaster to brick'),
      W('L', 'day', [180, 260], [2, 12], 0.5, 'Labour: bricklayer', 'build new internal wall, 100 mm block'),
      W('L', 'day', [140, 200], [2, 12], 0.5, 'Labour: general labourer'),
      W('M', 'pc', [1.2, 2.9], [100, 600], 10, 'Facing bricks', 'Ibstock Surrey Red Multi'),
      W('M', 'pc', [6, 12], [10, 60], 1, 'Cement 25 kg bags'),
      W('M', 'pc', [38, 65], [1, 6], 1, 'Steel lintel', 'Catnic CG90/100, 2100 mm'),
      W('L', 'ls', [600, 2400], [1, 1], 1, 'Labour: plastering', 'skim coat walls and ceilings, make good'),
      W('M', 'pc', [8, 14], [4, 30], 1, 'Multi-finish plaster 25 kg'),
      W('M', 'ls', [180, 420], [1, 1], 1, 'Skip hire', '8 yard builders skip, one week'),
    ],
  },
  plumb: {
    firms: ['{L} Plumbing & Heating Ltd', '{F} {L} Plumbing', '{T} Heating Services', '{L} Gas & Plumbing'],
    tagline: ['Gas Safe registered · Boilers · Bathrooms', 'Heating, plumbing and bathroom installations', 'Worcester Bosch accredited installer'],
    works: [
      W('L', 'h', [45, 65], [1, 12], 0.5, 'Labour: plumber', 'call-out, diagnose and repair leak'),
      W('L', 'ls', [750, 1600], [1, 1], 1, 'Labour: boiler replacement', 'remove old boiler, fit new, flush system,', 'commission and register with Gas Safe'),
      W('M', 'pc', [1250, 2400], [1, 1], 1, 'Worcester Bosch Greenstar 4000 30kW', 'combi boiler with 10-year guarantee'),
      W('M', 'pc', [85, 180], [1, 1], 1, 'Magnetic system filter'),
      W('M', 'pc', [18, 42], [1, 8], 1, 'Thermostatic radiator valves', 'Drayton TRV4, pair'),
      W('M', 'pc', [95, 260], [1, 4], 1, 'Double panel radiator 600 x 1000'),
      W('M', 'm', [3, 7], [6, 40], 1, '15 mm copper pipe and fittings'),
      W('L', 'ls', [85, 140], [1, 1], 1, 'Annual boiler service', 'flue gas analysis and service record'),
      W('M', 'ls', [20, 75], [1, 1], 1, 'Sundries', 'fittings, solder, PTFE'),
    ],
  },
  elec: {
    firms: ['{L} Electrical Ltd', '{F} {L} Electrical Services', '{T} Electrics', 'Spark {L} Electrical Contractors Ltd'],
    tagline: ['NICEIC approved contractor', 'Domestic & commercial electrical installations', 'Rewires · Consumer units · EV chargers'],
    works: [
      W('L', 'day', [220, 320], [1, 8], 0.5, 'Labour: electrician', 'first fix and second fix'),
      W('L', 'day', [140, 190], [1, 8], 0.5, 'Labour: electrician’s mate'),
      W('M', 'pc', [180, 420], [1, 1], 1, 'Consumer unit 12-way', 'dual RCD, surge protection'),
      W('M', 'm', [0.9, 2.1], [50, 300], 10, '2.5 mm twin & earth cable'),
      W('M', 'pc', [6, 14], [4, 24], 1, 'Double switched socket, white'),
      W('M', 'pc', [650, 1100], [1, 1], 1, '7 kW EV charge point', 'Ohme ePod, tethered'),
      W('L', 'ls', [160, 280], [1, 1], 1, 'Electrical installation condition report', 'EICR, certificate issued'),
    ],
  },
  roof: {
    firms: ['{L} Roofing Ltd', '{F} {L} Roofing & Guttering', '{T} Roofing Services', '{L} Slate & Tile Ltd'],
    tagline: ['Slate · Tile · Flat roofs · Leadwork', 'Roofing contractors, fully insured'],
    works: [
      W('M', 'ls', [350, 950], [1, 1], 1, 'Scaffold hire', 'erect, hire 3 weeks, strike'),
      W('L', 'ls', [900, 3200], [1, 1], 1, 'Labour: strip and re-roof rear slope', 'new battens and breathable membrane'),
      W('M', 'pc', [1.1, 2.4], [200, 900], 10, 'Concrete interlocking tiles', 'Marley Modern, smooth grey'),
      W('M', 'm', [14, 28], [6, 24], 1, 'Code 4 lead flashing'),
      W('L', 'ls', [600, 1800], [1, 1], 1, 'Labour: EPDM flat roof to garage', 'new OSB deck, trims and outlet'),
      W('M', 'ls', [280, 640], [1, 1], 1, 'EPDM membrane and adhesive'),
      W('L', 'h', [35, 50], [2, 12], 0.5, 'Labour: gutter clearance and repairs'),
    ],
  },
  carp: {
    firms: ['{L} Joinery Ltd', '{F} {L} Carpentry & Joinery', '{T} Joinery Workshop', '{L} Timber Works'],
    tagline: ['Bespoke joinery · Doors · Staircases', 'Carpentry and joinery, first and second fix'],
    works: [
      W('L', 'day', [190, 260], [1, 10], 0.5, 'Labour: carpenter', 'hang internal doors, fit ironmongery'),
      W('M', 'pc', [65, 180], [1, 8], 1, 'Internal oak door 762 x 1981'),
      W('M', 'pc', [18, 45], [1, 8], 1, 'Door furniture set', 'lever handles, hinges, latch'),
      W('L', 'ls', [450, 1400], [1, 1], 1, 'Labour: fit oak flooring', 'lounge and hallway, incl. underlay'),
      W('M', 'm2', [32, 65], [10, 50], 0.5, 'Engineered oak flooring'),
      W('M', 'm', [4, 9], [10, 60], 1, 'Skirting board, torus 145 mm'),
    ],
  },
  paint: {
    firms: ['{L} Decorators', '{F} {L} Painting & Decorating', '{T} Decorating Services', '{L} & Co Decorators Ltd'],
    tagline: ['Painting & decorating, interior and exterior', 'Wallpapering · Spraying · Sash windows'],
    works: [
      W('L', 'day', [160, 220], [1, 10], 0.5, 'Labour: decorator', 'prepare, fill and sand walls and woodwork'),
      W('L', 'ls', [350, 1200], [1, 1], 1, 'Labour: paint hallway, stairs and landing', 'two coats emulsion, gloss woodwork'),
      W('M', 'pc', [35, 75], [1, 8], 1, 'Dulux Trade emulsion 10 L'),
      W('M', 'pc', [18, 32], [1, 6], 1, 'Satinwood 2.5 L'),
      W('M', 'ls', [30, 90], [1, 1], 1, 'Sundries', 'filler, caulk, sandpaper, masking tape'),
      W('L', 'ls', [650, 1800], [1, 1], 1, 'Labour: exterior masonry painting', 'front elevation, Sandtex smooth'),
    ],
  },
  garden: {
    firms: ['{L} Landscapes Ltd', '{F} {L} Garden Services', '{T} Landscaping', '{L} Groundcare'],
    tagline: ['Patios · Fencing · Turfing · Maintenance', 'Hard and soft landscaping'],
    works: [
      W('L', 'day', [160, 240], [1, 10], 0.5, 'Labour: landscaper', 'excavate and prepare sub-base'),
      W('M', 'm2', [28, 55], [10, 60], 0.5, 'Indian sandstone paving', 'calibrated, buff'),
      W('M', 'pc', [45, 70], [1, 8], 1, 'MOT type 1 sub-base, bulk bag'),
      W('M', 'pc', [22, 45], [4, 20], 1, 'Fence panel 6 x 6 ft, lap'),
      W('M', 'pc', [12, 24], [4, 20], 1, 'Concrete fence post'),
      W('L', 'ls', [250, 900], [1, 1], 1, 'Labour: erect fencing', 'remove old panels, set posts in concrete'),
      W('M', 'm2', [4, 8], [20, 150], 1, 'Turf, premium lawn'),
    ],
  },
};
export const EN_EXTRA = [
  W('M', 'ls', [120, 320], [1, 1], 1, 'Waste removal', 'licensed carrier, waste transfer note'),
];
