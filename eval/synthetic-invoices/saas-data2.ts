/**
 * Names, addresses and item catalogues for the Dutch, French and Portuguese SaaS-tool invoices.
 * Catalogue entries: [title, second line, unit, price low, price high, quantity kind, reduced VAT rate?].
 */
import type { CatalogItem } from './saas-common.ts';

export const NL = {
  suppliers: [
    'Studio Verbeek', 'Pixelpoort B.V.', 'De Groot Webdevelopment', 'Helder Advies B.V.', 'Bakker Fotografie', 'Kanaal Communicatie B.V.',
    'Van Dijk IT-Beheer', 'Noordzee Design Studio B.V.', 'Tulp & Co Tekstbureau V.O.F.',
  ],
  customers: [
    'Bakkerij Van der Linden B.V.', 'Jansen Installatietechniek B.V.', 'Stichting Buurtwerk Oost', 'Fietsenmaker De Spaak', 'Hotel De Gouden Leeuw B.V.',
    'Tandartspraktijk Smit', 'Vermeulen Transport B.V.', 'Gemeente Zaanstad', 'Koffiebranderij Het Anker V.O.F.',
  ],
  contacts: ['T.a.v. Sanne de Vries', 'T.a.v. Mark Visser', 'T.a.v. de crediteurenadministratie', 'T.a.v. Lotte Mulder', 'T.a.v. Daan Bos'],
  streets: ['Keizersgracht', 'Hoofdstraat', 'Kerkstraat', 'Stationsweg', 'Oudegracht', 'Dorpsstraat', 'Marktplein', 'Molenweg', 'Prinsengracht', 'Schoolstraat'],
  cities: [['1015 CJ', 'Amsterdam'], ['3511 AB', 'Utrecht'], ['3011 AD', 'Rotterdam'], ['2511 BT', 'Den Haag'], ['5611 EM', 'Eindhoven'], ['9711 LM', 'Groningen'], ['6811 KL', 'Arnhem'], ['2011 RD', 'Haarlem'], ['7511 JE', 'Enschede']] as [string, string][],
  items: [
    ['Ontwerp huisstijl', 'Logo, kleurenpalet en briefpapier', 'stuk', 650, 1800, '1'],
    ['Webdevelopment', 'Bouw maatwerk WordPress-thema', 'uur', 70, 95, 'h'],
    ['Hosting en onderhoud', null, 'maand', 19.5, 49.5, 'm'],
    ['Fotografie bedrijfsreportage', 'Inclusief nabewerking 30 foto\'s', 'dagdeel', 295, 495, 'd'],
    ['Adviesgesprek', null, 'uur', 85, 125, 'h'],
    ['Training social media', 'Incompany, max. 8 deelnemers', 'dag', 750, 1150, 'd'],
    ['Copywriting webteksten', null, 'uur', 65, 90, 'h'],
    ['Beheer IT-werkplekken', 'Microsoft 365, back-up en updates', 'maand', 45, 120, 'm'],
    ['Reiskosten', '0,23 per km', 'km', 0.23, 0.23, 'n'],
    ['Drukwerk flyers A5', '2.500 stuks, 170 grams mc', 'stuk', 95, 240, '1'],
    ['Licentie fotogebruik', null, 'stuk', 75, 250, 'n'],
    ['Lunch workshop (catering)', 'Broodjes, soep en dranken', 'persoon', 14.5, 22.5, 'n', 9],
    ['Boek "Ondernemen als zzp\'er"', null, 'stuk', 19.95, 34.95, 'n', 9],
    ['Gebak bij koffie', null, 'stuk', 2.95, 4.5, 'n', 9],
  ] as CatalogItem[],
};

export const FR = {
  suppliers: [
    'Atelier Lumière SARL', 'Nuage Informatique SAS', 'Studio Pixel & Papier EURL', 'Conseil Rive Gauche SAS', 'Les Ateliers du Bâtiment SARL',
    'Traiteur Saveurs de Provence SAS', 'Agence Mistral Communication SAS', 'Librairie du Vieux Port SARL', 'Datalogic Solutions SASU',
  ],
  customers: [
    'Boulangerie Martin SARL', 'Cabinet Durand Avocats', 'Hôtel Le Grand Cerf SAS', 'Garage Lefèvre et Fils', 'Pharmacie des Halles SELARL',
    'Mairie de Villeurbanne', 'Association Culture et Loisirs', 'Transports Bernard SAS', 'Domaine Château Lavergne SCEA',
  ],
  streets: ['rue de la République', 'avenue Jean Jaurès', 'boulevard Voltaire', 'rue Victor Hugo', 'place Bellecour', 'rue du Faubourg Saint-Antoine', 'cours Mirabeau', 'rue Nationale', 'allée des Tilleuls', 'quai des Chartrons'],
  cities: [['75011', 'Paris'], ['69002', 'Lyon'], ['13001', 'Marseille'], ['33000', 'Bordeaux'], ['31000', 'Toulouse'], ['44000', 'Nantes'], ['59000', 'Lille'], ['67000', 'Strasbourg'], ['13100', 'Aix-en-Provence'], ['35000', 'Rennes']] as [string, string][],
  rcs: { '75011': 'Paris', '69002': 'Lyon', '13001': 'Marseille', '33000': 'Bordeaux', '31000': 'Toulouse', '44000': 'Nantes', '59000': 'Lille', '67000': 'Strasbourg', '13100': 'Aix-en-Provence', '35000': 'Rennes' } as Record<string, string>,
  ape: ['6201Z', '7311Z', '7410Z', '7022Z', '4399C', '5621Z', '4761Z', '6202A'],
  items: [
    ['Développement application web', 'Sprint 3 : module de réservation', 'jour', 450, 650, 'd'],
    ['Prestation de conseil stratégique', null, 'heure', 90, 150, 'h'],
    ['Maintenance mensuelle du site', 'Mises à jour, sauvegardes et supervision', 'mois', 59, 190, 'm'],
    ['Création de logo et charte graphique', null, 'forfait', 800, 2200, '1'],
    ['Formation Excel avancé', 'Session inter-entreprises, 2 participants', 'jour', 600, 950, 'd'],
    ['Rédaction d\'articles de blog', 'Environ 1 000 mots par article', 'unité', 90, 180, 'n'],
    ['Audit de sécurité informatique', null, 'forfait', 1200, 3500, '1'],
    ['Frais de déplacement', null, 'forfait', 45, 120, '1'],
    ['Hébergement serveur dédié', 'Abonnement mensuel', 'mois', 39, 99, 'm'],
    ['Impression de flyers A5', '1 000 ex., papier couché 170 g', 'lot', 85, 220, 'n'],
    ['Pose de carrelage salle de bain', 'Logement de plus de 2 ans', 'm²', 38, 65, 'n', 10],
    ['Plateaux-repas séminaire', 'Entrée, plat, dessert et boisson', 'unité', 18.5, 29.9, 'n', 10],
    ['Ouvrage « Guide pratique de la facturation »', null, 'unité', 19.9, 39, 'n', 5.5],
    ['Billetterie spectacle de fin d\'année', null, 'unité', 15, 45, 'n', 5.5],
  ] as CatalogItem[],
};

export const PT = {
  suppliers: [
    'Lusodigital, Lda.', 'Atlântico Software, Lda.', 'Costa & Filhos, Lda.', 'Gráfica Ribeirinha, Unipessoal Lda.', 'Tejo Consultores, Lda.',
    'Douro Web Studio, Unipessoal Lda.', 'Sol Nascente Eventos, Lda.', 'Minho Tecnologia, S.A.',
  ],
  customers: [
    'Padaria Central, Lda.', 'Clínica Dentária Sorriso, Lda.', 'Hotel Miradouro, S.A.', 'Oficina Auto Pereira, Unipessoal Lda.', 'Câmara Municipal de Braga',
    'Restaurante O Pescador, Lda.', 'Farmácia Moderna, Lda.', 'Vinhos do Alto Douro, S.A.', 'Escola de Línguas Babel, Lda.',
  ],
  streets: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Rua do Carmo', 'Avenida dos Aliados', 'Rua Direita', 'Praça da República', 'Rua Dr. António José de Almeida', 'Avenida 25 de Abril'],
  cities: [['1100-053', 'Lisboa'], ['1250-096', 'Lisboa'], ['4000-069', 'Porto'], ['4700-320', 'Braga'], ['3000-150', 'Coimbra'], ['8000-078', 'Faro'], ['3810-193', 'Aveiro'], ['4900-318', 'Viana do Castelo'], ['2900-066', 'Setúbal']] as [string, string][],
  items: [
    ['Serviços de consultoria informática', null, 'hora', 35, 65, 'h'],
    ['Desenvolvimento de website', 'Loja online com pagamentos MB WAY', 'un.', 900, 2800, '1'],
    ['Manutenção mensal de website', null, 'mês', 39, 120, 'm'],
    ['Licença software de faturação', 'Plano anual, 3 utilizadores', 'un.', 120, 360, 'n'],
    ['Formação Excel intermédio', 'Turma de 6 formandos, 12 horas', 'un.', 380, 720, '1'],
    ['Design de logótipo', null, 'un.', 250, 750, '1'],
    ['Impressão de cartões de visita', '500 un., papel couché 350 g', 'un.', 25, 60, 'n'],
    ['Gestão de redes sociais', 'Facebook e Instagram, 10 publicações', 'mês', 180, 420, 'm'],
    ['Instalação de rede informática', null, 'un.', 150, 480, '1'],
    ['Deslocação', null, 'km', 0.36, 0.4, 'n'],
    ['Livro "Gestão para PME"', null, 'un.', 14.9, 29.9, 'n', 6],
    ['Serviço de coffee break', 'Café, sumos e pastelaria variada', 'pessoa', 4.5, 9.5, 'n', 13],
    ['Almoço de trabalho', null, 'pessoa', 12.5, 22.5, 'n', 13],
  ] as CatalogItem[],
};
