/**
 * The Dutch trades of the crafts family (crafts-nl.ts): aannemer / bouwbedrijf, installateur (loodgieter, cv),
 * elektricien, schilder, dakdekker and hovenier, their firm names (eenmanszaak, v.o.f., B.V.) and taglines, and their
 * regels in job order — arbeid as uren × uurtarief (L), materialen (M) and work priced with material (B); painting
 * and plastering labour on a dwelling over two years old is the work the 9 % BTW applies to (`NL_LOW` recognises it).
 */
import { W, type Book } from './crafts-common.ts';

export const NL_BOOK: Book = {
  build: {
    firms: ['Bouwbedrijf {L} B.V.', 'Aannemersbedrijf {L} & Zn.', '{F} {L} Bouw en Onderhoud', '{L} Renovatie v.o.f.', 'Timmer- en Aannemersbedrijf {L}'],
    tagline: ['Nieuwbouw · Verbouw · Renovatie · Onderhoud', 'Uw aannemer voor aanbouw en dakkapel', 'Lid van Bouwend Nederland'],
    works: [
      W('L', 'h', [48, 62], [4, 60], 0.5, 'Arbeid timmerman', 'sloopwerk en afvoeren puin'),
      W('L', 'h', [40, 52], [4, 40], 0.5, 'Arbeid leerling/hulpkracht'),
      W('M', 'ls', [250, 1400], [1, 1], 1, 'Materialen cf. specificatie', 'hout, plaatmateriaal en bevestigingsmiddelen'),
      W('B', 'm2', [65, 110], [6, 30], 0.5, 'Kalkzandsteen binnenwand 100 mm', 'lijmen en afwerken'),
      W('B', 'pc', [3800, 7200], [1, 1], 1, 'Dakkapel prefab 300 cm', 'plaatsen, aftimmeren en inwerken'),
      W('M', 'pc', [280, 690], [1, 3], 1, 'Binnendeur opdek met kozijn', 'incl. hang- en sluitwerk'),
      W('M', 'ls', [180, 420], [1, 1], 1, 'Container 6 m³ bouw- en sloopafval'),
    ],
  },
  plumb: {
    firms: ['Installatiebedrijf {L} B.V.', 'Loodgietersbedrijf {L}', '{L} Installatietechniek v.o.f.', '{T} Warmte & Sanitair B.V.'],
    tagline: ['Cv · Sanitair · Warmtepompen · Onderhoud', 'Erkend installateur, 24-uurs storingsdienst'],
    works: [
      W('L', 'h', [55, 72], [1, 16], 0.25, 'Arbeidsloon monteur', 'storing verholpen, lekkage gedicht'),
      W('M', 'pc', [1400, 2600], [1, 1], 1, 'Cv-ketel Intergas Xtreme 36 CW5', 'incl. rookgasafvoer en aansluitset'),
      W('M', 'pc', [3900, 7800], [1, 1], 1, 'Hybride warmtepomp 5 kW', 'buitenunit, regeling en montageframe'),
      W('M', 'pc', [160, 420], [1, 2], 1, 'Hangend toilet compleet', 'met inbouwreservoir en bedieningsplaat'),
      W('M', 'm', [7, 16], [4, 30], 0.5, 'Koperen leiding 15 mm incl. fittingen'),
      W('L', 'ls', [110, 180], [1, 1], 1, 'Onderhoudsbeurt cv-ketel', 'reinigen, afstellen, rookgasmeting'),
      W('M', 'ls', [15, 60], [1, 1], 1, 'Klein materiaal'),
    ],
  },
  elec: {
    firms: ['Elektrotechniek {L} B.V.', 'Installatiebedrijf {F} {L}', '{L} Elektra v.o.f.', '{T} Elektro B.V.'],
    tagline: ['Elektra · Laadpalen · Zonnepanelen', 'Erkend elektrotechnisch installateur'],
    works: [
      W('L', 'h', [52, 68], [1, 24], 0.5, 'Arbeid elektromonteur'),
      W('M', 'pc', [380, 780], [1, 1], 1, 'Groepenkast 3-fase 8 groepen', 'incl. aardlekautomaten'),
      W('M', 'pc', [6, 15], [4, 24], 1, 'Wandcontactdoos dubbel, inbouw'),
      W('M', 'm', [0.9, 2.4], [25, 150], 5, 'Installatiedraad VD 2,5 mm²'),
      W('M', 'pc', [890, 1400], [1, 1], 1, 'Laadpaal 11 kW met vaste kabel', 'incl. aansluitkabel en beveiliging'),
      W('L', 'ls', [140, 260], [1, 1], 1, 'Keuring installatie NEN 1010', 'meetrapport'),
    ],
  },
  paint: {
    firms: ['Schildersbedrijf {L}', '{L} Schilderwerken B.V.', 'Schilder- en Onderhoudsbedrijf {F} {L}', '{T} Schilders v.o.f.'],
    tagline: ['Binnen- en buitenschilderwerk · Behang · Glas', 'Erkend schildersbedrijf'],
    works: [
      W('L', 'h', [42, 55], [4, 80], 0.5, 'Arbeid schilder', 'buitenschilderwerk kozijnen en boeidelen'),
      W('L', 'h', [42, 55], [4, 40], 0.5, 'Arbeid schilder binnen', 'wanden en plafonds sauzen'),
      W('M', 'ls', [120, 680], [1, 1], 1, 'Verf en materialen', 'grondverf, lakverf, kit en schuurmiddelen'),
      W('M', 'pc', [45, 120], [1, 6], 1, 'Sikkens Rubbol BL Satura 2,5 l'),
      W('L', 'h', [42, 55], [2, 16], 0.5, 'Houtrotherstel', 'uitfrezen en vullen met 2K-epoxy'),
      W('M', 'ls', [180, 450], [1, 1], 1, 'Steigerhuur', 'rolsteiger 2 weken'),
    ],
  },
  roof: {
    firms: ['Dakdekkersbedrijf {L}', '{L} Dakwerken B.V.', 'Dakbedekking {T} v.o.f.', '{F} {L} Dak en Zink'],
    tagline: ['Platte daken · Pannendaken · Zinkwerk', 'Dakonderhoud en lekkagedienst'],
    works: [
      W('B', 'm2', [45, 78], [10, 80], 0.5, 'Bitumineuze dakbedekking', 'twee lagen, incl. isolatie PIR 100 mm'),
      W('B', 'm2', [55, 90], [10, 60], 0.5, 'EPDM dakbedekking', 'volledig verkleefd, incl. daktrim'),
      W('B', 'm', [42, 75], [4, 24], 0.5, 'Zinken mastgoot vervangen'),
      W('L', 'h', [50, 64], [2, 16], 0.5, 'Arbeid dakdekker', 'lekkage opgespoord en verholpen'),
      W('M', 'ls', [60, 260], [1, 1], 1, 'Materialen dakreparatie'),
      W('M', 'ls', [250, 650], [1, 1], 1, 'Hoogwerker incl. transport'),
    ],
  },
  garden: {
    firms: ['Hoveniersbedrijf {L}', '{L} Tuinen B.V.', 'Groen- en Tuinservice {F} {L}', '{T} Hoveniers v.o.f.'],
    tagline: ['Tuinaanleg · Bestrating · Tuinonderhoud', 'Hovenier voor particulier en VvE'],
    works: [
      W('L', 'h', [42, 55], [4, 40], 0.5, 'Arbeid hovenier', 'snoeiwerk en onkruid verwijderen'),
      W('B', 'm2', [38, 70], [10, 60], 0.5, 'Bestrating aanbrengen', 'betontegels 60 x 60, incl. zandbed'),
      W('M', 'pc', [18, 45], [4, 30], 1, 'Haagbeuk 150–175 cm'),
      W('M', 'm2', [5, 9], [20, 150], 1, 'Graszoden incl. aanvoer'),
      W('M', 'pc', [35, 85], [4, 20], 1, 'Schutting scherm hardhout 180 x 180'),
      W('D', 'ls', [60, 220], [1, 1], 1, 'Afvoer groenafval'),
    ],
  },
};
/** Labour to which 9 % BTW applies in a dwelling over two years old: painting (and plastering) work. */
export const NL_LOW = /schilder|Houtrotherstel/i;
export const NL_EXTRA = [W('M', 'ls', [15, 60], [1, 1], 1, 'Klein materiaal en bevestigingsmiddelen'), W('D', 'ls', [45, 160], [1, 1], 1, 'Afvoeren afval en verpakkingen')];
