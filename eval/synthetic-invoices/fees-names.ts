/**
 * Invented people, firms and addresses of the professional-fee invoice family (fees.ts), with each country's
 * postcodes: the professional issuing the invoice is a person (or a small practice), the customer a company.
 */
import { chance, int, pick, type Random } from './content.ts';

export interface Person { first: string; last: string; female: boolean; full: string }
export interface Address { street: string; city: string; town: string }
type Pools = { male: string[]; female: string[]; surnames: string[]; streets: string[] };

const IT: Pools = {
  male: ['Marco', 'Luca', 'Andrea', 'Giovanni', 'Stefano', 'Paolo', 'Alessandro', 'Matteo', 'Davide', 'Francesco', 'Riccardo', 'Lorenzo', 'Fabio', 'Simone'],
  female: ['Giulia', 'Francesca', 'Chiara', 'Elena', 'Sara', 'Valentina', 'Laura', 'Silvia', 'Federica', 'Martina', 'Alessia', 'Paola', 'Roberta', 'Ilaria'],
  surnames: ['Ferrante', 'Bellini', 'Colombo', 'Ricci', 'Marchetti', 'Galli', 'Fontana', 'Moretti', 'Barbieri', 'Lombardi', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferraro', 'Gatti', 'Testa', 'Pellegrini', 'Sartori', 'Vitale', 'Grasso', 'De Santis', 'Riva', 'Cattaneo', 'Longo', 'Donati', 'Benedetti', 'Orlando'],
  streets: ['Via Giuseppe Garibaldi', 'Corso Vittorio Emanuele II', 'Via Roma', 'Viale Monza', 'Via dei Mille', 'Piazza della Libertà', 'Via Giuseppe Mazzini', 'Via Cavour', 'Via XX Settembre', 'Via Nazionale', 'Via Guglielmo Marconi', 'Largo Augusto', 'Via Dante Alighieri', 'Viale della Repubblica', 'Via San Francesco', 'Corso Italia', 'Via Aurelio Saffi', 'Via Emilia Ovest'],
};
/** [town, province, CAP, Belfiore code] */
export const IT_TOWNS: [string, string, string, string][] = [
  ['Milano', 'MI', '201', 'F205'], ['Roma', 'RM', '001', 'H501'], ['Torino', 'TO', '101', 'L219'], ['Bologna', 'BO', '401', 'A944'], ['Firenze', 'FI', '501', 'D612'],
  ['Napoli', 'NA', '801', 'F839'], ['Verona', 'VR', '371', 'L781'], ['Padova', 'PD', '351', 'G224'], ['Bergamo', 'BG', '241', 'A794'], ['Brescia', 'BS', '251', 'B157'],
  ['Genova', 'GE', '161', 'D969'], ['Bari', 'BA', '701', 'A662'], ['Parma', 'PR', '431', 'G337'], ['Modena', 'MO', '411', 'F257'], ['Trento', 'TN', '381', 'L378'],
  ['Treviso', 'TV', '311', 'L407'], ['Lecce', 'LE', '731', 'E506'], ['Perugia', 'PG', '061', 'G478'], ['Vicenza', 'VI', '361', 'L840'], ['Reggio Emilia', 'RE', '421', 'H223'],
];
const ES: Pools = {
  male: ['Javier', 'Carlos', 'Miguel Ángel', 'Alejandro', 'David', 'Pablo', 'Sergio', 'Jorge', 'Raúl', 'Álvaro', 'Daniel', 'Iñaki', 'Rubén', 'Óscar'],
  female: ['Lucía', 'María José', 'Laura', 'Marta', 'Elena', 'Cristina', 'Paula', 'Ana Belén', 'Nuria', 'Irene', 'Raquel', 'Sonia', 'Carmen', 'Beatriz'],
  surnames: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Serrano', 'Molina', 'Ortega', 'Castro', 'Rubio', 'Sanz', 'Iglesias', 'Medina', 'Garrido'],
  streets: ['Calle Mayor', 'C/ de Alcalá', 'Avda. de la Constitución', 'Paseo de Gracia', 'Calle Gran Vía', 'Plaza de España', 'C/ Colón', 'Ronda de Segovia', 'Avda. Diagonal', 'Calle San Vicente Mártir', 'C/ Larios', 'Avda. de Andalucía', 'Calle Ercilla', 'C/ Príncipe de Vergara', 'Paseo de la Castellana', 'Calle Real'],
};
/** [town, province, postcode prefix (3 digits), CIF province code] */
export const ES_TOWNS: [string, string, string, string][] = [
  ['Madrid', 'Madrid', '280', '28'], ['Barcelona', 'Barcelona', '080', '08'], ['Valencia', 'Valencia', '460', '46'], ['Sevilla', 'Sevilla', '410', '41'], ['Zaragoza', 'Zaragoza', '500', '50'],
  ['Málaga', 'Málaga', '290', '29'], ['Bilbao', 'Bizkaia', '480', '48'], ['Alicante', 'Alicante', '030', '03'], ['Valladolid', 'Valladolid', '470', '47'], ['Murcia', 'Murcia', '300', '30'],
  ['Palma', 'Illes Balears', '070', '07'], ['Granada', 'Granada', '180', '18'], ['A Coruña', 'A Coruña', '150', '15'], ['Santander', 'Cantabria', '390', '39'], ['Pamplona', 'Navarra', '310', '31'],
];
const PT: Pools = {
  male: ['João', 'Pedro', 'Miguel', 'Tiago', 'Rui', 'Nuno', 'Ricardo', 'André', 'Bruno', 'Hugo', 'Diogo', 'Luís', 'Filipe', 'Gonçalo'],
  female: ['Ana', 'Inês', 'Sofia', 'Catarina', 'Marta', 'Joana', 'Rita', 'Mariana', 'Beatriz', 'Sara', 'Carla', 'Helena', 'Patrícia', 'Teresa'],
  surnames: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Matos', 'Sousa', 'Fernandes', 'Gonçalves', 'Gomes', 'Lopes', 'Marques', 'Alves', 'Almeida', 'Ribeiro', 'Pinto', 'Carvalho', 'Teixeira', 'Moreira', 'Correia', 'Mendes', 'Nunes', 'Vieira', 'Monteiro', 'Cardoso'],
  streets: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Av. da República', 'Rua do Carmo', 'Rua Passos Manuel', 'Av. dos Aliados', 'Rua Ferreira Borges', 'Rua de Cedofeita', 'Av. Fontes Pereira de Melo', 'Rua Almirante Reis', 'Rua Dom João IV', 'Travessa do Carvalho', 'Largo do Rato'],
};
export const PT_TOWNS: [string, string][] = [['Lisboa', '1'], ['Porto', '4'], ['Braga', '47'], ['Coimbra', '30'], ['Aveiro', '38'], ['Faro', '80'], ['Setúbal', '29'], ['Leiria', '24'], ['Viseu', '35'], ['Guimarães', '48'], ['Matosinhos', '445'], ['Cascais', '275'], ['Amadora', '27'], ['Funchal', '90']];
const FR: Pools = {
  male: ['Julien', 'Nicolas', 'Thomas', 'Antoine', 'Pierre', 'Mathieu', 'Sébastien', 'Guillaume', 'Olivier', 'François', 'Laurent', 'Vincent', 'Damien', 'Benoît'],
  female: ['Camille', 'Claire', 'Julie', 'Sophie', 'Émilie', 'Céline', 'Aurélie', 'Hélène', 'Marion', 'Pauline', 'Nathalie', 'Isabelle', 'Anne-Laure', 'Margaux'],
  surnames: ['Durand', 'Lefèvre', 'Moreau', 'Laurent', 'Girard', 'Bonnet', 'Fontaine', 'Rousseau', 'Vincent', 'Mercier', 'Blanc', 'Guérin', 'Faure', 'André', 'Chevalier', 'Gauthier', 'Perrin', 'Morel', 'Lemoine', 'Roussel', 'Marchand', 'Duval', 'Renaud', 'Brunet', 'Picard', 'Leclerc', 'Carpentier', 'Barbier'],
  streets: ['rue de la République', 'avenue Jean Jaurès', 'boulevard Haussmann', 'rue Victor Hugo', 'place Bellecour', 'quai de la Fosse', 'rue Nationale', 'cours Mirabeau', 'rue du Faubourg Saint-Antoine', 'avenue de la Libération', 'rue Sainte-Catherine', 'boulevard Voltaire', 'rue des Carmes', 'allée des Tilleuls', 'rue Pasteur', 'avenue Foch'],
};
export const FR_TOWNS: [string, string][] = [['Paris', '750'], ['Lyon', '6900'], ['Marseille', '1300'], ['Toulouse', '31'], ['Bordeaux', '33'], ['Nantes', '44'], ['Lille', '59'], ['Strasbourg', '67'], ['Montpellier', '34'], ['Rennes', '35'], ['Nice', '06'], ['Grenoble', '38'], ['Annecy', '74'], ['Dijon', '21'], ['Tours', '37'], ['Angers', '49']];
const DE: Pools = {
  male: ['Thomas', 'Michael', 'Stefan', 'Andreas', 'Jan', 'Tobias', 'Markus', 'Florian', 'Christian', 'Daniel', 'Sebastian', 'Matthias', 'Jörg', 'Lukas'],
  female: ['Anna', 'Julia', 'Katharina', 'Sabine', 'Claudia', 'Stefanie', 'Lena', 'Miriam', 'Birgit', 'Sandra', 'Nadine', 'Franziska', 'Jutta', 'Carolin'],
  surnames: ['Weber', 'Schneider', 'Fischer', 'Wagner', 'Becker', 'Hoffmann', 'Schäfer', 'Koch', 'Richter', 'Klein', 'Wolf', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Werner', 'Krause', 'Lehmann', 'Köhler', 'Herrmann', 'König', 'Walter', 'Kaiser', 'Fuchs'],
  streets: ['Hauptstraße', 'Bahnhofstraße', 'Lindenstraße', 'Schillerstraße', 'Goethestraße', 'Am Markt', 'Friedrichstraße', 'Kaiserstraße', 'Gartenweg', 'Bergstraße', 'Mozartstraße', 'Rosenweg', 'Kirchgasse', 'Am Stadtpark', 'Luisenstraße', 'Eichendorffweg'],
};
/** [town, postcode prefix, Steuernummer format of its Land] */
export const DE_TOWNS: [string, string, string][] = [
  ['Berlin', '10', '21/815/08150'], ['Hamburg', '20', '41/123/45678'], ['München', '80', '143/123/45678'], ['Köln', '50', '215/5081/2345'], ['Frankfurt am Main', '60', '045 123 45678'],
  ['Stuttgart', '70', '99012/34567'], ['Leipzig', '04', '231/123/45678'], ['Hannover', '30', '25/202/12345'], ['Nürnberg', '90', '241/123/45678'], ['Bremen', '28', '60/123/45678'],
  ['Dresden', '01', '203/123/45678'], ['Freiburg im Breisgau', '79', '06012/34567'], ['Münster', '48', '336/5432/1098'], ['Bonn', '53', '205/5123/4567'],
];
const NL: Pools = {
  male: ['Mark', 'Jeroen', 'Bas', 'Thijs', 'Ruben', 'Joost', 'Sander', 'Niels', 'Dennis', 'Kevin', 'Pieter', 'Wouter', 'Maarten', 'Erik'],
  female: ['Sanne', 'Lotte', 'Anouk', 'Eva', 'Femke', 'Iris', 'Marloes', 'Esther', 'Linda', 'Karin', 'Ilse', 'Fleur', 'Maaike', 'Noor'],
  surnames: ['de Vries', 'van Dijk', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Smits', 'van den Berg', 'Kok', 'Willems', 'Verhoeven', 'Kuipers', 'Postma'],
  streets: ['Keizersgracht', 'Hoofdstraat', 'Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Molenweg', 'Prinsengracht', 'Oudegracht', 'Laan van Meerdervoort', 'Industrieweg', 'Nieuwe Binnenweg', 'Zuiderweg', 'Herengracht', 'Kanaalweg', 'Marktstraat'],
};
/** [town, first two postcode digits] */
export const NL_TOWNS: [string, string][] = [['Amsterdam', '10'], ['Rotterdam', '30'], ['Utrecht', '35'], ['Den Haag', '25'], ['Eindhoven', '56'], ['Groningen', '97'], ['Tilburg', '50'], ['Almere', '13'], ['Breda', '48'], ['Nijmegen', '65'], ['Haarlem', '20'], ['Arnhem', '68'], ['Zwolle', '80'], ['Leiden', '23'], ['Amersfoort', '38']];

const POOLS = { it: IT, es: ES, pt: PT, fr: FR, de: DE, nl: NL };
export type Country = keyof typeof POOLS;

export function person(random: Random, country: Country): Person {
  const pools = POOLS[country];
  const female = chance(random, 0.5);
  const first = pick(random, female ? pools.female : pools.male);
  let last = pick(random, pools.surnames);
  if (country === 'es') last = `${last} ${pick(random, pools.surnames.filter((s) => s !== last))}`;
  if (country === 'pt') last = chance(random, 0.6) ? `${pick(random, pools.surnames)} ${last}` : last;
  const full = country !== 'it' || chance(random, 0.8) ? `${first} ${last}` : `${last} ${first}`;
  return { first, last, female, full };
}
export const surname = (random: Random, country: Country): string => pick(random, POOLS[country].surnames);

/** A street address and the postcode/town line as each country prints it. */
export function address(random: Random, country: Country): Address {
  const street = pick(random, POOLS[country].streets);
  const n = int(random, 1, 140);
  switch (country) {
    case 'it': {
      const [town, prov, cap] = pick(random, IT_TOWNS);
      return { street: `${street}, ${n}`, city: `${cap}${int(random, 21, 49)} ${town}${chance(random, 0.7) ? ` (${prov})` : ` ${prov}`}`, town };
    }
    case 'es': {
      const [town, prov, cp] = pick(random, ES_TOWNS);
      const floor = chance(random, 0.6) ? `, ${int(random, 1, 8)}º ${pick(random, ['A', 'B', 'C', 'D', 'izda.', 'dcha.'])}` : '';
      return { street: `${street}, ${n}${floor}`, city: `${cp}${String(int(random, 1, 49)).padStart(2, '0')} ${town}${town !== prov && chance(random, 0.5) ? ` (${prov})` : ''}`, town };
    }
    case 'pt': {
      const [town, prefix] = pick(random, PT_TOWNS);
      const code = `${prefix}${String(int(random, 0, 9999)).padStart(4 - prefix.length, '0')}`.slice(0, 4);
      const floor = chance(random, 0.5) ? `, ${int(random, 1, 9)}.º ${pick(random, ['Esq.', 'Dto.', 'A', 'B'])}` : '';
      return { street: `${street}, ${n}${floor}`, city: `${code}-${String(int(random, 1, 599)).padStart(3, '0')} ${town}`, town };
    }
    case 'fr': {
      const [town, prefix] = pick(random, FR_TOWNS);
      const code = town === 'Paris' || town === 'Lyon' || town === 'Marseille' ? `${prefix}${int(random, 1, prefix.length === 3 ? 20 : 9)}`.replace(/^(\d{3})(\d)$/, '$10$2') : `${prefix}${String(int(random, 0, 9) * 100).padStart(3, '0')}`;
      return { street: `${n}${chance(random, 0.1) ? ' bis' : ''} ${street}`, city: `${code.padEnd(5, '0').slice(0, 5)} ${chance(random, 0.4) ? town.toUpperCase() : town}`, town };
    }
    case 'de': {
      const [town, prefix] = pick(random, DE_TOWNS);
      return { street: `${street} ${n}${chance(random, 0.12) ? pick(random, ['a', 'b']) : ''}`, city: `${prefix}${String(int(random, 100, 999))} ${town}`, town };
    }
    case 'nl': {
      const [town, prefix] = pick(random, NL_TOWNS);
      const letters = 'ABCDEGHJKLMNPRSTVWXZ';
      return { street: `${street} ${n}${chance(random, 0.15) ? pick(random, ['-A', '-II', ' bis', 'a']) : ''}`, city: `${prefix}${int(random, 11, 99)} ${pick(random, [...letters])}${pick(random, [...letters])} ${town}`, town };
    }
  }
}

const FIRMS: Record<Country, (s: string, s2: string, town: string) => string[]> = {
  it: (s, s2, t) => [`${s} Costruzioni S.r.l.`, `Immobiliare ${s} S.p.A.`, `${s} & ${s2} S.n.c.`, `Officine Meccaniche ${s} S.p.A.`, `${t} Logistica S.r.l.`, `Tecnoplast ${s} S.r.l.`, `Gruppo ${s} S.p.A.`, `${s} Arredamenti S.r.l.`, `Nuova ${s} Impianti S.r.l.`],
  es: (s, s2, t) => [`Construcciones ${s} S.L.`, `Distribuciones ${s} S.A.`, `Grupo ${s} S.L.`, `Inversiones ${t} S.L.`, `${s} y ${s2} Asociados S.L.P.`, `Talleres ${s} S.L.`, `${s} Servicios Integrales S.L.U.`, `Reformas ${s} S.L.`],
  pt: (s, s2, t) => [`${s} & Filhos, Lda.`, `Construções ${s}, S.A.`, `Soluções ${s}, Unipessoal Lda.`, `${t} Imobiliária, Lda.`, `${s} ${s2} - Comércio e Serviços, Lda.`, `Metalúrgica ${s}, S.A.`, `Grupo ${s}, SGPS, S.A.`],
  fr: (s, s2, t) => [`${s} Bâtiment SAS`, `SARL ${s} et Fils`, `${s} Conseil SAS`, `Groupe ${s} SA`, `SCI ${s} ${s2}`, `${t} Distribution SARL`, `Transports ${s} SAS`, `Ateliers ${s} SA`, `${s} & ${s2} Associés SAS`],
  de: (s, s2) => [`${s} GmbH`, `${s} & ${s2} GmbH & Co. KG`, `${s} Verlag GmbH`, `${s} Maschinenbau AG`, `${s} Kommunikation GmbH`, `${s} Bildungswerk e.V.`, `Autohaus ${s} GmbH`, `${s} Immobilien GmbH`, `${s} Software AG`],
  nl: (s, s2, t) => [`${cap(s)} Bouw B.V.`, `Bouwbedrijf ${cap(s)} B.V.`, `${cap(s)} Installatietechniek B.V.`, `Aannemersbedrijf ${cap(s)} & Zn.`, `${cap(s)} & ${cap(s2)} B.V.`, `${t} Vastgoed B.V.`, `${cap(s)} Logistiek B.V.`, `Stichting ${cap(s)}`],
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A customer company's name. */
export function company(random: Random, country: Country): string {
  const s = surname(random, country);
  const s2 = surname(random, country);
  const towns = { it: IT_TOWNS, es: ES_TOWNS, pt: PT_TOWNS, fr: FR_TOWNS, de: DE_TOWNS, nl: NL_TOWNS }[country];
  return pick(random, FIRMS[country](s === s2 ? 'Nova' : s, s2, pick(random, towns as [string, ...string[]][])[0]));
}
