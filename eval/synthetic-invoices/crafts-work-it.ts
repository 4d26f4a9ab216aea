/**
 * The Italian trades of the crafts family (crafts-it.ts): impresa edile, termoidraulica, impianti elettrici,
 * tinteggiature, coperture e lattoneria, pavimenti e rivestimenti, their firm names (ditta individuale, S.r.l.,
 * S.n.c., S.a.s.) and taglines, and their voci in job order — manodopera (L), materiali (M) and lavorazioni a misura
 * with material (B).
 */
import { W, type Book } from './crafts-common.ts';

export const IT_BOOK: Book = {
  build: {
    firms: ['Impresa Edile {L} S.r.l.', 'Edil{L} S.n.c. di {L} {F} & C.', '{L} Costruzioni S.r.l.', 'Impresa {F} {L}', 'Edilizia {T} S.a.s.'],
    tagline: ['Costruzioni · Ristrutturazioni · Manutenzioni', 'Lavori edili civili e industriali', 'Impresa qualificata SOA OG1'],
    works: [
      W('L', 'ls', [250, 900], [1, 1], 1, 'Allestimento cantiere', 'recinzione, segnaletica e ponteggio mobile'),
      W('B', 'm2', [9, 18], [6, 60], 0.5, 'Demolizione di intonaco ammalorato', 'compreso carico e trasporto a discarica'),
      W('B', 'm2', [22, 38], [6, 60], 0.5, 'Intonaco civile a base calce', 'su pareti interne, finitura frattazzata'),
      W('B', 'm2', [28, 45], [6, 40], 0.5, 'Massetto in sabbia e cemento', 'spessore 5 cm, livellato'),
      W('B', 'm2', [38, 65], [4, 30], 0.5, 'Tramezzatura in laterizio forato', 'spessore 8 cm, malta bastarda'),
      W('L', 'h', [30, 42], [4, 40], 0.5, 'Manodopera operaio specializzato'),
      W('L', 'h', [26, 34], [4, 40], 0.5, 'Manodopera operaio comune'),
      W('M', 'ls', [150, 420], [1, 1], 1, 'Noleggio cassone scarrabile', 'smaltimento macerie codice CER 17.09.04'),
    ],
  },
  plumb: {
    firms: ['Termoidraulica {L} S.r.l.', 'Idraulica {F} {L}', '{L} Impianti S.n.c.', 'Idrotermica {T} S.r.l.'],
    tagline: ['Impianti idraulici · Riscaldamento · Condizionamento', 'Installazione e manutenzione caldaie', 'Abilitazione DM 37/08 lett. C, D, E'],
    works: [
      W('L', 'h', [32, 45], [1, 16], 0.5, 'Manodopera idraulico', 'ricerca e riparazione perdita'),
      W('B', 'pc', [1500, 2800], [1, 1], 1, 'Caldaia a condensazione 25 kW', 'Vaillant ecoTEC, installazione e collaudo'),
      W('M', 'pc', [180, 450], [1, 1], 1, 'Vaso WC sospeso con sedile', 'ceramica bianca, scarico a parete'),
      W('M', 'pc', [90, 220], [1, 2], 1, 'Miscelatore termostatico doccia'),
      W('M', 'm', [6, 14], [4, 30], 0.5, 'Tubo multistrato Ø 16', 'compresi raccordi a pressare'),
      W('B', 'pc', [180, 420], [1, 8], 1, 'Radiatore in alluminio 8 elementi', 'con valvola termostatica'),
      W('L', 'ls', [90, 160], [1, 1], 1, 'Manutenzione ordinaria caldaia', 'prova fumi e libretto di impianto'),
      W('M', 'ls', [15, 60], [1, 1], 1, 'Materiale di consumo'),
    ],
  },
  elec: {
    firms: ['Impianti Elettrici {L} S.r.l.', 'Elettrica {F} {L}', '{L} Elettroimpianti S.n.c.', 'Elettro {T} S.r.l.'],
    tagline: ['Impianti elettrici civili e industriali', 'Fotovoltaico · Domotica · Antifurto', 'Abilitazione DM 37/08 lett. A, B'],
    works: [
      W('L', 'h', [30, 42], [1, 24], 0.5, 'Manodopera elettricista'),
      W('M', 'pc', [160, 420], [1, 1], 1, 'Quadro elettrico 24 moduli', 'con differenziali e magnetotermici'),
      W('M', 'm', [0.8, 2.2], [25, 150], 5, 'Cavo FS17 2,5 mm²'),
      W('B', 'pc', [35, 65], [3, 20], 1, 'Punto luce completo', 'serie BTicino Living Now'),
      W('B', 'pc', [30, 58], [3, 20], 1, 'Punto presa 10/16 A'),
      W('L', 'ls', [150, 320], [1, 1], 1, 'Dichiarazione di conformità DM 37/08', 'verifiche strumentali e schemi'),
    ],
  },
  paint: {
    firms: ['Tinteggiature {L}', 'Decorazioni {F} {L}', '{L} Colori S.n.c.', 'Imbiancature {T} S.r.l.'],
    tagline: ['Tinteggiature · Cartongesso · Decorazioni', 'Pitture interne ed esterne'],
    works: [
      W('B', 'm2', [3, 6], [30, 200], 1, 'Preparazione superfici', 'stuccatura, carteggiatura e fissativo'),
      W('B', 'm2', [6, 11], [30, 250], 1, 'Tinteggiatura pareti e soffitti', 'idropittura traspirante, due mani'),
      W('B', 'm2', [18, 32], [30, 180], 1, 'Tinteggiatura facciata', 'pittura ai silossani, compreso ponteggio'),
      W('B', 'm2', [28, 45], [6, 40], 0.5, 'Controsoffitto in cartongesso', 'lastra 12,5 mm su orditura metallica'),
      W('M', 'pc', [40, 95], [1, 6], 1, 'Idropittura lavabile 14 l'),
    ],
  },
  roof: {
    firms: ['Coperture {L} S.r.l.', 'Lattoneria {F} {L}', '{L} Tetti S.n.c.', 'Edil Tetti {T} S.r.l.'],
    tagline: ['Coperture · Lattoneria · Impermeabilizzazioni', 'Rifacimento tetti e isolamento termico'],
    works: [
      W('L', 'ls', [600, 1800], [1, 1], 1, 'Ponteggio di facciata', 'montaggio, nolo 30 giorni e smontaggio'),
      W('B', 'm2', [12, 22], [30, 150], 0.5, 'Rimozione manto di copertura', 'coppi e guaina, trasporto a discarica'),
      W('B', 'm2', [45, 80], [30, 150], 0.5, 'Pannello isolante XPS 10 cm', 'con barriera al vapore'),
      W('B', 'm2', [38, 62], [30, 150], 0.5, 'Manto in coppi di recupero', 'su listellatura in legno'),
      W('B', 'm', [35, 60], [6, 30], 0.5, 'Canale di gronda in rame', 'sviluppo 33 cm, con cicogne'),
      W('L', 'h', [32, 44], [2, 16], 0.5, 'Manodopera lattoniere'),
    ],
  },
  tile: {
    firms: ['Pavimenti {L}', 'Posa {F} {L}', '{L} Ceramiche S.r.l.', 'Rivestimenti {T} S.n.c.'],
    tagline: ['Pavimenti · Rivestimenti · Parquet', 'Posa in opera di ceramica e gres'],
    works: [
      W('B', 'm2', [10, 18], [6, 40], 0.5, 'Rimozione pavimento esistente'),
      W('L', 'm2', [22, 34], [6, 40], 0.5, 'Posa pavimento in gres porcellanato', 'formato 60 x 60, fuga 2 mm'),
      W('L', 'm2', [24, 36], [6, 40], 0.5, 'Posa rivestimento bagno'),
      W('M', 'm2', [18, 45], [6, 40], 0.5, 'Fornitura gres porcellanato', 'effetto pietra, prima scelta'),
      W('M', 'pc', [12, 26], [2, 10], 1, 'Collante C2TE sacco 25 kg'),
      W('B', 'm', [12, 22], [6, 40], 0.5, 'Battiscopa in gres', 'fornitura e posa'),
    ],
  },
};
export const IT_EXTRA = [
  W('D', 'ls', [60, 200], [1, 1], 1, 'Trasporto e smaltimento materiali di risulta'),
  W('L', 'ls', [50, 140], [1, 1], 1, 'Pulizia finale del cantiere'),
];
