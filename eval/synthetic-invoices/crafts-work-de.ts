/**
 * The German trades of the crafts family (crafts-de.ts): Malerbetrieb, Elektro, Sanitär/Heizung, Dachdeckerei,
 * Fliesenleger and Garten- und Landschaftsbau, their firm names, taglines and positions in job order (first line and
 * up to two detail lines), and the group headings (rooms, Titel) of a Leistungsverzeichnis.
 */
import { W, type Book } from './crafts-common.ts';

export const DE_BOOK: Book = {
  paint: {
    firms: ['Malerbetrieb {F} {L} GmbH', 'Malermeister {F} {L}', 'Maler {L} GmbH & Co. KG', '{L} Malerfachbetrieb GmbH', 'Malerwerkstätte {L} e.K.'],
    tagline: ['Meisterbetrieb · Maler- und Lackiererhandwerk', 'Malerarbeiten · Fassaden · Bodenbeläge', 'Innungsfachbetrieb für Farbe und Raum'],
    works: [
      W('L', 'ls', [80, 260], [1, 1], 1, 'Baustelleneinrichtung', 'Abdecken von Böden und Einrichtung mit Folie', 'und Kreppband, nach Abschluss entfernen'),
      W('B', 'm2', [4.5, 9.5], [20, 140], 0.5, 'Untergrund vorbereiten', 'Risse und Löcher spachteln, schleifen,', 'Tiefgrund LF auftragen'),
      W('B', 'm2', [11, 19], [15, 90], 0.5, 'Raufasertapete liefern und tapezieren', 'Körnung mittel, auf Stoß geklebt'),
      W('B', 'm2', [6.8, 12.5], [25, 180], 0.5, 'Wand- und Deckenflächen streichen', 'Dispersionsfarbe weiß, Nassabrieb Kl. 2,', 'zweimaliger Anstrich'),
      W('B', 'm', [5.5, 11], [10, 60], 0.5, 'Sockelleisten und Kanten lackieren', 'Acryllack seidenmatt, inkl. Anschleifen'),
      W('B', 'pc', [68, 145], [1, 8], 1, 'Innentür mit Zarge lackieren', 'beidseitig, Altanstrich anschleifen,', 'Vorlack und Schlusslack weiß'),
      W('B', 'm2', [18, 34], [30, 160], 0.5, 'Fassadenanstrich Silikonharzfarbe', 'inkl. Grundierung, Farbton nach Muster'),
      W('B', 'pc', [95, 210], [2, 10], 1, 'Heizkörper lackieren', 'Heizkörperlack, zweifach, inkl. Entrosten'),
      W('M', 'pc', [38, 96], [1, 6], 1, 'Dispersionsfarbe 12,5 l Gebinde', 'Premium, scheuerbeständig'),
      W('L', 'h', [48, 62], [2, 24], 0.25, 'Stundenlohnarbeiten Geselle', 'lt. Stundenzettel'),
    ],
  },
  elec: {
    firms: ['Elektro {L} GmbH', 'Elektrotechnik {F} {L}', '{L} Elektroinstallationen GmbH', 'Elektro-{L} e.K.'],
    tagline: ['Meisterbetrieb · Elektroinstallation · E-Check', 'Elektro · Netzwerk · Photovoltaik · Wallbox', 'Eingetragen im Installateurverzeichnis'],
    works: [
      W('L', 'h', [58, 76], [1, 16], 0.25, 'Elektroinstallation Monteur', 'Leitungen verlegen und anschließen'),
      W('L', 'h', [68, 88], [1, 6], 0.25, 'Meisterstunde', 'Fehlersuche und Prüfung nach DIN VDE 0100-600'),
      W('M', 'm', [0.95, 2.9], [20, 150], 5, 'Mantelleitung NYM-J 3x1,5 mm²', 'liefern und verlegen'),
      W('M', 'pc', [7.5, 16], [4, 24], 1, 'Schutzkontakt-Steckdose Gira E2', 'reinweiß, inkl. Rahmen'),
      W('M', 'pc', [14, 32], [2, 10], 1, 'Unterputzdose schlagfest', 'inkl. Schlitzen und Verputzen'),
      W('M', 'pc', [38, 69], [1, 6], 1, 'FI/LS-Schalter B16 30 mA', 'im Verteiler montieren'),
      W('M', 'pc', [420, 980], [1, 1], 1, 'Wallbox 11 kW liefern und montieren', 'inkl. Anmeldung beim Netzbetreiber'),
      W('B', 'pc', [38, 85], [2, 12], 1, 'LED-Einbaustrahler setzen', 'Bohrung in GK-Decke, anschließen'),
      W('L', 'ls', [95, 240], [1, 1], 1, 'E-Check nach DGUV Vorschrift 3', 'Prüfprotokoll und Prüfplakette'),
    ],
  },
  plumb: {
    firms: ['Sanitär- und Heizungstechnik {L} GmbH', 'Haustechnik {F} {L}', '{L} Bad & Heizung GmbH', 'Installateurmeister {F} {L}', 'SHK {L} GmbH & Co. KG'],
    tagline: ['Meisterbetrieb · Sanitär · Heizung · Klima', 'Bäder · Wärmepumpen · Kundendienst', 'Innungsbetrieb SHK'],
    works: [
      W('L', 'h', [56, 72], [1, 20], 0.25, 'Monteurstunde', 'Kundendienst Heizung'),
      W('L', 'h', [38, 48], [1, 20], 0.25, 'Helferstunde'),
      W('L', 'ls', [180, 420], [1, 1], 1, 'Demontage Altanlage', 'alte Sanitärobjekte ausbauen,', 'Wasser- und Abwasseranschlüsse verschließen'),
      W('M', 'pc', [210, 520], [1, 2], 1, 'Wand-WC spülrandlos mit Softclose-Sitz', 'Keramag Renova, weiß'),
      W('M', 'pc', [180, 460], [1, 2], 1, 'Vorwandelement Geberit Duofix', 'für Wand-WC, inkl. Drückerplatte'),
      W('M', 'pc', [140, 390], [1, 1], 1, 'Thermostat-Brausebatterie Hansgrohe', 'Aufputz, verchromt'),
      W('M', 'm', [9, 22], [4, 30], 0.5, 'Mehrschichtverbundrohr 16 x 2 mm', 'inkl. Formteile und Dämmung'),
      W('M', 'pc', [280, 640], [1, 6], 1, 'Heizkörper Kermi Profil-K Typ 22', '600 x 1000 mm, inkl. Thermostatventil'),
      W('L', 'ls', [120, 260], [1, 1], 1, 'Hydraulischer Abgleich', 'Berechnung und Einstellung nach Verfahren B'),
      W('L', 'ls', [160, 290], [1, 1], 1, 'Heizungswartung Gas-Brennwertgerät', 'Reinigung, Abgasmessung, Protokoll'),
    ],
  },
  roof: {
    firms: ['Dachdeckerei {L} GmbH', 'Dachdeckermeister {F} {L}', 'Bedachungen {L} GmbH & Co. KG', '{L} Dach und Wand GmbH'],
    tagline: ['Meisterbetrieb · Steil- und Flachdach · Klempnerei', 'Dach · Fassade · Bauklempnerei', 'Mitglied der Dachdecker-Innung'],
    works: [
      W('L', 'ls', [350, 980], [1, 1], 1, 'Gerüst stellen und vorhalten', 'Fassadengerüst LK 3, Standzeit 4 Wochen'),
      W('B', 'm2', [9, 18], [30, 160], 0.5, 'Alte Dacheindeckung abbrechen', 'Ziegel und Lattung, Abtransport'),
      W('B', 'm2', [14, 26], [30, 160], 0.5, 'Unterdeckbahn und Konterlattung', 'diffusionsoffen, Lattung 30/50'),
      W('B', 'm2', [42, 68], [30, 160], 0.5, 'Neueindeckung Tondachziegel', 'Braas Rubin 11V, engobiert schwarz'),
      W('B', 'm', [38, 72], [6, 24], 0.5, 'First und Grat trocken verlegen', 'inkl. Firstlüfter'),
      W('B', 'm', [34, 58], [8, 30], 0.5, 'Dachrinne Titanzink NW 333', 'inkl. Rinnenhaken und Endstücke'),
      W('B', 'pc', [380, 890], [1, 3], 1, 'Dachfenster Velux GGU 78 x 118', 'inkl. Eindeckrahmen und Innenfutter'),
      W('L', 'h', [52, 66], [2, 16], 0.5, 'Reparaturarbeiten Dachdecker', 'Sturmschaden, Ziegel neu verklammert'),
    ],
  },
  tile: {
    firms: ['Fliesen {L} GmbH', 'Fliesenlegermeister {F} {L}', '{L} Fliesen & Naturstein', 'Fliesenfachbetrieb {L} e.K.'],
    tagline: ['Meisterbetrieb · Fliesen · Platten · Mosaik', 'Badsanierung aus einer Hand'],
    works: [
      W('B', 'm2', [14, 28], [6, 40], 0.5, 'Altbelag entfernen', 'Wandfliesen inkl. Kleberreste, Entsorgung'),
      W('B', 'm2', [18, 32], [4, 25], 0.5, 'Verbundabdichtung herstellen', 'zweilagig, inkl. Dichtband und Manschetten'),
      W('B', 'm2', [48, 82], [6, 40], 0.5, 'Wandfliesen 30 x 60 verlegen', 'Dünnbettverfahren, Fuge silbergrau'),
      W('B', 'm2', [54, 96], [4, 30], 0.5, 'Bodenfliesen 60 x 60 verlegen', 'rektifiziert, inkl. Flexkleber'),
      W('B', 'm', [9, 18], [6, 40], 0.5, 'Silikonfugen erneuern', 'sanitärfarben, pilzhemmend'),
      W('M', 'm2', [24, 58], [6, 40], 0.5, 'Feinsteinzeug liefern', 'Farbe Greige matt, R10'),
      W('B', 'pc', [28, 55], [4, 16], 1, 'Eckschutzschiene Edelstahl'),
    ],
  },
  garden: {
    firms: ['Garten- und Landschaftsbau {L} GmbH', 'GaLaBau {F} {L}', '{L} Gartengestaltung', 'Grünpflege {L} e.K.'],
    tagline: ['Gartenplanung · Pflasterbau · Pflege', 'Meisterbetrieb im Garten- und Landschaftsbau'],
    works: [
      W('L', 'h', [42, 56], [2, 30], 0.5, 'Gartenpflege Facharbeiter', 'Hecke schneiden, Beete säubern'),
      W('B', 'm2', [6, 14], [20, 200], 1, 'Rasenfläche vertikutieren und nachsäen', 'inkl. Saatgut und Startdünger'),
      W('B', 'm2', [48, 85], [10, 60], 0.5, 'Pflasterfläche herstellen', 'Betonpflaster 20 x 10, Schotter 0/32,', 'Bettung Splitt, abrütteln'),
      W('B', 'm', [26, 48], [6, 40], 0.5, 'Rasenkante setzen', 'Tiefbord 8 x 20 in Beton'),
      W('M', 'pc', [12, 45], [5, 40], 1, 'Heckenpflanzen Kirschlorbeer 80–100', 'inkl. Pflanzung und Angießen'),
      W('D', 'm3', [38, 65], [1, 8], 0.5, 'Grünschnitt abfahren und entsorgen'),
      W('L', 'h', [68, 95], [1, 8], 0.5, 'Minibagger mit Fahrer', 'Aushub und Planum'),
    ],
  },
};
/** Rows any trade adds after its own: small material, disposal, cleaning. */
export const DE_EXTRA = [
  W('M', 'ls', [18, 65], [1, 1], 1, 'Kleinmaterial, Befestigungsmittel'),
  W('D', 'ls', [45, 180], [1, 1], 1, 'Entsorgung Bauschutt und Verpackung', 'inkl. Deponiegebühren'),
  W('L', 'h', [38, 52], [1, 6], 0.5, 'Baureinigung', 'Arbeitsbereich besenrein übergeben'),
];
/** Rooms and parts of a building for group headings. */
export const DE_ROOMS = ['Wohnzimmer', 'Küche', 'Bad OG', 'Flur / Treppenhaus', 'Schlafzimmer', 'Kinderzimmer', 'Gäste-WC', 'Keller', 'Fassade', 'Dachgeschoss'];
/** Titel of a Leistungsverzeichnis. */
export const DE_TITLES = ['Vorarbeiten', 'Hauptleistungen', 'Nebenleistungen', 'Abbruch und Entsorgung', 'Montage', 'Restarbeiten'];
