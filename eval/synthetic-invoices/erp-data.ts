/**
 * Word lists for the ERP-style invoices (erp.ts): places, family names, company name parts and the product
 * catalogues of four kinds of seller, each item worded in German, French and Dutch.
 */
export type Country = 'DE' | 'AT' | 'CH' | 'FR' | 'BE';
export type Lang = 'de' | 'fr' | 'nl';
export type Words = Record<Lang, string>;

/** Postcode and town, per country (and per language where a country has two). */
export const TOWNS: Record<string, readonly string[]> = {
  DE: ['84034 Landshut', '90402 Nürnberg', '28195 Bremen', '50667 Köln', '70173 Stuttgart', '04109 Leipzig', '33602 Bielefeld',
    '76133 Karlsruhe', '93047 Regensburg', '24103 Kiel', '48143 Münster', '99084 Erfurt', '86150 Augsburg', '35037 Marburg'],
  AT: ['4020 Linz', '8010 Graz', '5020 Salzburg', '6020 Innsbruck', '1070 Wien', '9020 Klagenfurt', '3100 St. Pölten', '4600 Wels',
    '6850 Dornbirn', '2700 Wiener Neustadt'],
  'CH-de': ['8004 Zürich', '3011 Bern', '4051 Basel', '6003 Luzern', '9000 St. Gallen', '8400 Winterthur', '5000 Aarau', '7000 Chur'],
  'CH-fr': ['1003 Lausanne', '1201 Genève', '2000 Neuchâtel', '1700 Fribourg', '1950 Sion', '1400 Yverdon-les-Bains', '1820 Montreux'],
  FR: ['69003 Lyon', '44000 Nantes', '31000 Toulouse', '67000 Strasbourg', '33000 Bordeaux', '59000 Lille', '35000 Rennes',
    '13006 Marseille', '75011 Paris', '21000 Dijon', '38000 Grenoble', '49100 Angers'],
  'BE-nl': ['9000 Gent', '2000 Antwerpen', '3000 Leuven', '8000 Brugge', '3500 Hasselt', '2800 Mechelen', '8500 Kortrijk', '9300 Aalst'],
  'BE-fr': ['1000 Bruxelles', '4000 Liège', '5000 Namur', '6000 Charleroi', '7000 Mons', '1300 Wavre', '1348 Louvain-la-Neuve'],
};

/** Street names; `#` is where the house number goes. */
export const STREETS: Record<string, readonly string[]> = {
  DE: ['Industriestraße #', 'Hauptstraße #', 'Gewerbering #', 'Am Mühlbach #', 'Lindenweg #', 'Schillerstraße #', 'Hafenstraße #',
    'Robert-Bosch-Str. #', 'Carl-Zeiss-Ring #', 'Kirchplatz #', 'Im Technologiepark #'],
  AT: ['Lerchenfelder Gürtel #', 'Hauptplatz #', 'Wiener Straße #', 'Industriezeile #', 'Schmiedgasse #', 'Kärntner Straße #',
    'Gewerbepark #', 'Salzachstraße #', 'Südtiroler Platz #'],
  'CH-de': ['Bahnhofstrasse #', 'Seestrasse #', 'Industriestrasse #', 'Dorfstrasse #', 'Zürcherstrasse #', 'Rosenweg #', 'Gewerbestrasse #'],
  'CH-fr': ['Rue du Midi #', 'Avenue de la Gare #', 'Chemin des Vignes #', 'Route de Berne #', 'Rue du Lac #', 'Place du Marché #'],
  FR: ['# rue de la République', '# avenue Jean Jaurès', '# boulevard Gambetta', '# rue des Tanneurs', '# allée des Érables',
    '# chemin du Moulin', '# rue Pasteur', '# quai des Chartrons', 'ZI des Mercières, # rue Jacquard'],
  'BE-nl': ['Kerkstraat #', 'Stationsstraat #', 'Industrieweg #', 'Molenstraat #', 'Nijverheidslaan #', 'Kortrijksesteenweg #', 'Brugsevaart #'],
  'BE-fr': ['Rue de la Station #', 'Avenue Louise #', 'Chaussée de Namur #', 'Rue du Moulin #', "Boulevard d'Avroy #", 'Rue des Carmes #'],
};

export const SURNAMES: Record<string, readonly string[]> = {
  de: ['Brenninger', 'Kohlhaas', 'Strobl', 'Ramsauer', 'Eichinger', 'Lindemann', 'Voss', 'Kranich', 'Sattler', 'Heinemann', 'Osterkamp',
    'Pfeiffer', 'Rauscher', 'Tiedemann', 'Zöllner', 'Wiesmeier', 'Hartig', 'Bergmeister', 'Dorfner', 'Kellermann'],
  at: ['Gruber', 'Leitner', 'Mayrhofer', 'Hütter', 'Pichler', 'Steinwender', 'Aigner', 'Ebner', 'Lechner', 'Moser', 'Wallner', 'Haider'],
  ch: ['Amstutz', 'Wyss', 'Gerber', 'Zumbühl', 'Aebischer', 'Brügger', 'Schnyder', 'Hofstetter', 'Imhof', 'Rüegg', 'Baumann'],
  fr: ['Ferrand', 'Lemoine', 'Garnier', 'Vasseur', 'Delmas', 'Chevalier', 'Marchand', 'Bertin', 'Fabre', 'Rocher', 'Lacombe', 'Perrin',
    'Girard', 'Roussel', 'Carpentier'],
  chfr: ['Favre', 'Rochat', 'Chappuis', 'Bonvin', 'Jaquet', 'Monnier', 'Pittet', 'Cuendet', 'Perroud', 'Rossier'],
  nl: ['Vandenbroeck', 'Peeters', 'Claes', 'Janssens', 'Dewulf', 'Verhaegen', 'Maes', 'Wouters', 'Goossens', 'Van Damme', 'De Smet'],
  befr: ['Dumont', 'Lambert', 'Dubois', 'Lejeune', 'Renard', 'Collignon', 'Leclercq', 'Hennuy', 'Delvaux', 'Mathieu'],
};

export const FIRST_NAMES: Record<Lang, { f: readonly string[]; m: readonly string[] }> = {
  de: { f: ['Sabine', 'Julia', 'Katrin', 'Monika', 'Birgit', 'Anja', 'Lena', 'Petra'], m: ['Markus', 'Andreas', 'Thomas', 'Stefan', 'Florian', 'Jürgen', 'Tobias', 'Michael'] },
  fr: { f: ['Claire', 'Nathalie', 'Sophie', 'Camille', 'Isabelle', 'Élodie', 'Sandrine'], m: ['Julien', 'Thierry', 'Olivier', 'Laurent', 'Nicolas', 'François', 'Pascal'] },
  nl: { f: ['An', 'Els', 'Lieve', 'Sofie', 'Katrien', 'Griet'], m: ['Pieter', 'Koen', 'Bart', 'Wim', 'Jan', 'Dirk', 'Tom'] },
};

/** Invented place-like words for company names. */
export const INVENTED: Record<string, readonly string[]> = {
  de: ['Nordlicht', 'Isartal', 'Werkraum', 'Bergkristall', 'Rheinblick', 'Donautal', 'Weserland', 'Mainfels', 'Alpenglanz'],
  ch: ['Limmat', 'Aaretal', 'Pilatus', 'Seeland', 'Rigiblick'],
  fr: ['Rive Gauche', 'Vallée Verte', 'Cap Ouest', 'Horizon', 'Les Ateliers du Rhône', 'Val de Loire', 'Mont-Blanc'],
  nl: ['Scheldeland', 'Leiedal', 'Kempenland', 'Polderzicht', 'Zeelicht'],
  befr: ['Meuse', 'Ardenne', 'Hainaut', 'Val Mosan'],
};

/** Legal forms per country and language. */
export const LEGAL: Record<string, readonly string[]> = {
  DE: ['GmbH', 'GmbH', 'GmbH & Co. KG', 'AG', 'KG', 'UG (haftungsbeschränkt)'],
  AT: ['GmbH', 'GmbH', 'e.U.', 'KG', 'OG', 'GesmbH'],
  'CH-de': ['AG', 'AG', 'GmbH'],
  'CH-fr': ['SA', 'SA', 'Sàrl'],
  FR: ['SAS', 'SAS', 'SARL', 'SA', 'EURL'],
  'BE-nl': ['BV', 'BV', 'NV', 'CommV'],
  'BE-fr': ['SRL', 'SRL', 'SA', 'SComm'],
};

/** What a buyer company does, put before (`pre`) or after (`post`) the family name. */
export const BUYER_TRADES: Record<Lang, { pre: readonly string[]; post: readonly string[] }> = {
  de: { pre: ['Autohaus', 'Ingenieurbüro', 'Hotel', 'Bäckerei', 'Schreinerei', 'Steuerkanzlei', 'Architekturbüro', 'Spedition', 'Brauerei'],
    post: ['Bau', 'Immobilien', 'Logistik', 'Kunststofftechnik', 'Gastronomie', 'Medizintechnik', 'Holzbau', 'Automation'] },
  fr: { pre: ['Boulangerie', 'Cabinet', 'Hôtel', 'Garage', 'Menuiserie', 'Transports', 'Imprimerie', 'Clinique vétérinaire', 'Brasserie'],
    post: ['Immobilier', 'Bâtiment', 'Conseil', 'Distribution', 'Industries', 'Paysage', 'Énergies'] },
  nl: { pre: ['Bakkerij', 'Garage', 'Hotel', 'Schrijnwerkerij', 'Transport', 'Architectenbureau', 'Brouwerij', 'Drukkerij'],
    post: ['Bouw', 'Logistics', 'Technics', 'Vastgoed', 'Renovatie', 'Metaal', 'Tuinen'] },
};

export type UnitKey = 'pcs' | 'h' | 'm' | 'kg' | 'l' | 'flat' | 'pack' | 'month' | 'lic' | 'km' | 'box';
export const UNITS: Record<UnitKey, readonly [string, string, string, string]> = {
  // de, de (other spelling), fr, nl
  pcs: ['Stk', 'St.', 'pce', 'st'], h: ['Std', 'h', 'h', 'uur'], m: ['m', 'lfm', 'm', 'm'], kg: ['kg', 'kg', 'kg', 'kg'],
  l: ['l', 'Ltr', 'l', 'l'], flat: ['pauschal', 'psch', 'forfait', 'forfait'], pack: ['Pkg', 'VE', 'paquet', 'pak'],
  month: ['Monat', 'Mon.', 'mois', 'maand'], lic: ['Lizenz', 'Liz.', 'licence', 'licentie'], km: ['km', 'km', 'km', 'km'],
  box: ['Karton', 'Ktn', 'carton', 'doos'],
};

export interface CatalogItem {
  text: Words;
  unit: UnitKey;
  price: readonly [number, number];
  /** Quantity range; a fractional `step` allows decimals such as 2,5 h. */
  qty: readonly [number, number];
  step?: number;
  /** Taxed at the country's reduced rate (`basic`: food, books, periodicals); `catering` = 10 % in France. */
  reduced?: 'basic' | 'catering';
  detail?: readonly Words[];
}

export interface Catalog {
  trade: Record<Lang, readonly string[]>;
  items: readonly CatalogItem[];
}

const w = (de: string, fr: string, nl: string): Words => ({ de, fr, nl });

export const CATALOGS: Record<'gastro' | 'office' | 'it' | 'building', Catalog> = {
  gastro: {
    trade: { de: ['Gastro-Service', 'Gastrobedarf', 'Feinkost & Kaffee'], fr: ['Cafés', 'Distribution CHR', 'Épicerie fine'], nl: ['Horecagroothandel', 'Koffiebranderij'] },
    items: [
      { text: w('Kaffeebohnen Crema, 1 kg', 'Café en grains crema, 1 kg', 'Koffiebonen crema, 1 kg'), unit: 'pack', price: [14, 26], qty: [2, 30], reduced: 'basic',
        detail: [w('Röstung mittel, Arabica/Robusta 80/20', 'Torréfaction moyenne, arabica/robusta 80/20', 'Medium branding, arabica/robusta 80/20')] },
      { text: w('Bio-Vollmilch 3,8 %, 1 l', 'Lait entier bio, 1 l', 'Volle biomelk, 1 l'), unit: 'l', price: [1.09, 1.59], qty: [12, 96], reduced: 'basic' },
      { text: w('Butter-Croissants tiefgekühlt', 'Croissants pur beurre surgelés', 'Diepvries botercroissants'), unit: 'box', price: [24, 39], qty: [1, 12], reduced: 'basic',
        detail: [w('Karton à 60 Stück, 70 g', 'carton de 60 pièces, 70 g', 'doos van 60 stuks, 70 g')] },
      { text: w('Olivenöl nativ extra, 5-l-Kanister', "Huile d'olive vierge extra, bidon 5 l", 'Olijfolie extra vierge, bus 5 l'), unit: 'pcs', price: [38, 62], qty: [1, 8], reduced: 'basic' },
      { text: w('Parmigiano Reggiano 24 Monate', 'Parmigiano Reggiano 24 mois', 'Parmigiano Reggiano 24 maanden'), unit: 'kg', price: [19, 29], qty: [1, 9], step: 0.25, reduced: 'basic' },
      { text: w('Buffet-Platten für Veranstaltung', 'Plateaux-repas pour réunion', 'Broodjesschotels voor vergadering'), unit: 'pcs', price: [12, 24], qty: [8, 40], reduced: 'catering' },
      { text: w('Espressotassen mit Untertasse, 6er-Set', 'Tasses à expresso avec soucoupe, lot de 6', 'Espressokopjes met schotel, set van 6'), unit: 'pcs', price: [18, 34], qty: [1, 10] },
      { text: w('Spülmaschinentabs Profi, 200 Stk.', 'Tablettes lave-vaisselle pro, boîte de 200', 'Vaatwastabletten pro, doos van 200'), unit: 'pack', price: [29, 49], qty: [1, 6] },
      { text: w('Wartung Siebträgermaschine', 'Entretien machine à expresso', 'Onderhoud espressomachine'), unit: 'flat', price: [89, 189], qty: [1, 1],
        detail: [w('inkl. Entkalkung und Dichtungswechsel', 'détartrage et remplacement des joints inclus', 'incl. ontkalking en vervanging dichtingen')] },
      { text: w('Lieferpauschale', 'Frais de livraison', 'Leveringskosten'), unit: 'flat', price: [9.9, 29.9], qty: [1, 1] },
    ],
  },
  office: {
    trade: { de: ['Bürobedarf', 'Bürowelt', 'Fachbuch & Büro'], fr: ['Fournitures de bureau', 'Bureautique', 'Papeterie'], nl: ['Kantoorbenodigdheden', 'Kantoorinrichting'] },
    items: [
      { text: w('Kopierpapier A4, 80 g/m², 500 Blatt', 'Papier copieur A4 80 g/m², ramette de 500', 'Kopieerpapier A4 80 g/m², pak van 500'), unit: 'pack', price: [3.9, 6.5], qty: [5, 60] },
      { text: w('Tonerkartusche schwarz', 'Cartouche de toner noir', 'Tonercartridge zwart'), unit: 'pcs', price: [49, 129], qty: [1, 6],
        detail: [w('Reichweite ca. 3.000 Seiten', 'Rendement env. 3 000 pages', "Rendement ca. 3.000 pagina's")] },
      { text: w('Fachbuch „Praxishandbuch Umsatzsteuer“', 'Ouvrage « Guide pratique de la TVA »', 'Handboek „Btw in de praktijk“'), unit: 'pcs', price: [39, 89], qty: [1, 5], reduced: 'basic',
        detail: [w('Auflage 2025, gebunden', 'Édition 2025, relié', 'Editie 2025, gebonden')] },
      { text: w('Zeitschriften-Abonnement, 12 Ausgaben', 'Abonnement revue professionnelle, 12 numéros', 'Abonnement vakblad, 12 nummers'), unit: 'pcs', price: [59, 149], qty: [1, 3], reduced: 'basic' },
      { text: w('Ordner A4, Rückenbreite 8 cm, blau', 'Classeur A4 dos 8 cm, bleu', 'Ordner A4, rugbreedte 8 cm, blauw'), unit: 'pcs', price: [2.2, 4.9], qty: [10, 50] },
      { text: w('Bürostuhl ergonomisch „Ergo 300“', 'Fauteuil de bureau ergonomique « Ergo 300 »', 'Ergonomische bureaustoel „Ergo 300“'), unit: 'pcs', price: [219, 489], qty: [1, 4],
        detail: [w('Synchronmechanik, 4D-Armlehnen', 'Mécanisme synchrone, accoudoirs 4D', 'Synchroonmechaniek, 4D-armleuningen')] },
      { text: w('Whiteboard-Marker, 4er-Etui', 'Marqueurs tableau blanc, étui de 4', 'Whiteboardmarkers, etui van 4'), unit: 'pack', price: [4.5, 8.9], qty: [2, 20] },
      { text: w('Kalender 2026, Tischformat', 'Agenda 2026, format bureau', 'Bureaukalender 2026'), unit: 'pcs', price: [6.9, 14.9], qty: [2, 25], reduced: 'basic' },
    ],
  },
  it: {
    trade: { de: ['IT-Systemhaus', 'Datentechnik', 'Netzwerk & Service'], fr: ['Informatique', 'Solutions numériques', 'Systèmes'], nl: ['IT-Diensten', 'Computerservice', 'Netwerken'] },
    items: [
      { text: w('IT-Beratung', 'Prestation de conseil informatique', 'IT-consultancy'), unit: 'h', price: [85, 145], qty: [1, 16], step: 0.5,
        detail: [w('Migration Mailserver, Ticket #{n}', 'Migration messagerie, ticket n° {n}', 'Migratie mailserver, ticket {n}'), w('Vor-Ort-Einsatz am {d}', 'Intervention sur site le {d}', 'Interventie ter plaatse op {d}')] },
      { text: w('Softwarelizenz Office-Paket, Jahresabo', 'Licence annuelle suite bureautique', 'Jaarlicentie kantoorsoftware'), unit: 'lic', price: [89, 290], qty: [1, 25] },
      { text: w('Wartungsvertrag Server, monatlich', 'Contrat de maintenance serveur, mensuel', 'Onderhoudscontract server, maandelijks'), unit: 'month', price: [120, 480], qty: [1, 3],
        detail: [w('inkl. Monitoring und Backup-Prüfung', 'supervision et contrôle des sauvegardes inclus', 'incl. monitoring en back-upcontrole')] },
      { text: w('Notebook 14", 16 GB RAM, 512 GB SSD', 'Ordinateur portable 14", 16 Go, SSD 512 Go', 'Laptop 14", 16 GB RAM, 512 GB SSD'), unit: 'pcs', price: [899, 1499], qty: [1, 4],
        detail: [w('Seriennr. {s}', 'N° de série {s}', 'Serienr. {s}')] },
      { text: w('Monitor 27" QHD, höhenverstellbar', 'Écran 27" QHD réglable en hauteur', 'Monitor 27" QHD, in hoogte verstelbaar'), unit: 'pcs', price: [219, 389], qty: [1, 6] },
      { text: w('Einrichtung Arbeitsplatz', 'Installation et configuration poste de travail', 'Installatie werkpost'), unit: 'pcs', price: [120, 260], qty: [1, 3] },
      { text: w('Fahrtkosten', 'Frais de déplacement', 'Verplaatsingskosten'), unit: 'km', price: [0.42, 0.6], qty: [20, 180] },
    ],
  },
  building: {
    trade: { de: ['Haustechnik', 'Sanitär & Heizung', 'Gebäudetechnik'], fr: ['Chauffage Sanitaire', 'Plomberie', 'Génie climatique'], nl: ['Sanitair & Verwarming', 'Installatietechniek'] },
    items: [
      { text: w('Montagearbeiten Monteur', "Main-d'œuvre technicien", 'Montagewerk technicus'), unit: 'h', price: [58, 79], qty: [1, 24], step: 0.5,
        detail: [w('Baustelle {c}, KW {k}', 'Chantier {c}, semaine {k}', 'Werf {c}, week {k}')] },
      { text: w('Kupferrohr 15 mm, hart', 'Tube cuivre Ø 15 mm, écroui', 'Koperen buis 15 mm, hard'), unit: 'm', price: [7.5, 12.9], qty: [4, 40], step: 0.5 },
      { text: w('Heizkörper Typ 22, 600 x 1000 mm', 'Radiateur acier type 22, 600 x 1000 mm', 'Paneelradiator type 22, 600 x 1000 mm'), unit: 'pcs', price: [189, 329], qty: [1, 6] },
      { text: w('Thermostatventil, Durchgangsform', 'Robinet thermostatique droit', 'Thermostatische kraan, recht'), unit: 'pcs', price: [18, 39], qty: [1, 10] },
      { text: w('Anfahrtspauschale', 'Forfait déplacement', 'Verplaatsingsforfait'), unit: 'flat', price: [35, 65], qty: [1, 1] },
      { text: w('Entsorgung Altmaterial', 'Évacuation et traitement des déchets', 'Afvoer oud materiaal'), unit: 'flat', price: [25, 80], qty: [1, 1] },
      { text: w('Wandhängendes WC, spülrandlos', 'WC suspendu sans bride', 'Hangtoilet, randloos'), unit: 'pcs', price: [189, 349], qty: [1, 3],
        detail: [w('inkl. Vorwandelement und Drückerplatte', 'bâti-support et plaque de commande inclus', 'incl. inbouwreservoir en bedieningsplaat')] },
    ],
  },
};

export const BANKS: Record<Country, readonly string[]> = {
  DE: ['Sparkasse', 'Volksbank Raiffeisenbank eG', 'Commerzbank AG', 'Deutsche Bank AG', 'Kreissparkasse', 'Postbank'],
  AT: ['Raiffeisenlandesbank', 'Erste Bank', 'BAWAG P.S.K.', 'Oberbank AG', 'Volksbank'],
  CH: ['Zürcher Kantonalbank', 'Banque Cantonale Vaudoise', 'PostFinance AG', 'UBS Switzerland AG', 'Raiffeisenbank'],
  FR: ['Crédit Agricole', 'BNP Paribas', 'Société Générale', 'Banque Populaire', "Caisse d'Épargne", 'Crédit Mutuel'],
  BE: ['KBC Bank', 'BNP Paribas Fortis', 'Belfius Bank', 'ING', 'Argenta'],
};
