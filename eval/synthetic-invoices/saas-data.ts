/**
 * Names, addresses and item catalogues for the German, Spanish and Italian SaaS-tool invoices.
 * Catalogue entries: [title, second line, unit, price low, price high, quantity kind, reduced VAT rate?].
 */
import type { CatalogItem } from './saas-common.ts';

export const DE = {
  suppliers: [
    'Pixelwerk Medien GmbH', 'Kontor Sieben Design UG (haftungsbeschränkt)', 'Nordlicht Webentwicklung GmbH', 'Brandhaus Kommunikation GmbH',
    'Fotostudio Lichtblick e.K.', 'Codeschmiede Rhein-Main UG (haftungsbeschränkt)', 'Bergmann IT-Service e.K.', 'Wortwerk Redaktionsbüro GmbH',
    'Klarsicht Digitalagentur GmbH', 'Hafenkante Media e.K.', 'Feldmann & Koch Werbeagentur GmbH',
  ],
  customers: [
    'Bäckerei Sommer GmbH', 'Hoffmann & Partner Steuerberatungsgesellschaft mbH', 'Weingut Kessler KG', 'Autohaus Brandt GmbH & Co. KG',
    'Praxis Dr. med. Julia Neumann', 'Lindner Logistik GmbH', 'Stadtwerke Rosenheim GmbH', 'Zahnarztpraxis am Dom', 'Hotel Seeblick GmbH',
    'Müller Haustechnik GmbH', 'Vogel Immobilien e.K.', 'Kanzlei Richter Rechtsanwälte PartG mbB',
  ],
  people: [['Herrn', 'Markus Weber'], ['Frau', 'Sabine Krüger'], ['Herrn', 'Thomas Schäfer'], ['Frau', 'Anna Lehmann'], ['Herrn', 'Jan Becker'], ['Frau', 'Katrin Wolf']] as [string, string][],
  owners: ['Lena Hartmann', 'Tobias Seidel', 'Jonas Keller', 'Miriam Brandt', 'Felix Winter', 'Carolin Vogt'],
  streets: ['Hauptstraße', 'Bahnhofstraße', 'Lindenallee', 'Schillerstraße', 'Gartenweg', 'Friedrichstraße', 'Am Markt', 'Industriestraße', 'Goethestraße', 'Kastanienallee', 'Rosenweg', 'Mühlenstraße'],
  cities: [
    ['10115', 'Berlin', 'Berlin (Charlottenburg)'], ['20095', 'Hamburg', 'Hamburg'], ['80331', 'München', 'München'], ['50667', 'Köln', 'Köln'],
    ['60311', 'Frankfurt am Main', 'Frankfurt am Main'], ['70173', 'Stuttgart', 'Stuttgart'], ['04109', 'Leipzig', 'Leipzig'], ['01067', 'Dresden', 'Dresden'],
    ['28195', 'Bremen', 'Bremen'], ['90403', 'Nürnberg', 'Nürnberg'], ['48143', 'Münster', 'Münster'], ['79098', 'Freiburg im Breisgau', 'Freiburg'],
  ] as [string, string, string][],
  items: [
    ['Konzeption und Wireframes Website-Relaunch', 'Sitemap, Nutzerführung, Abstimmungsrunden', 'Std.', 85, 110, 'h'],
    ['Frontend-Entwicklung', 'Umsetzung Startseite und sechs Unterseiten', 'Std.', 80, 105, 'h'],
    ['Logo-Entwicklung inkl. drei Entwürfe', 'zwei Korrekturschleifen, Übergabe als SVG/PDF', 'pauschal', 600, 1400, '1'],
    ['Hosting-Paket Business', 'monatliche Abrechnung, inkl. SSL-Zertifikat', 'Monat', 14.9, 29.9, 'm'],
    ['Suchmaschinenoptimierung (SEO) Onpage', null, 'Std.', 75, 95, 'h'],
    ['Fotoshooting Produktbilder', 'inkl. Bildbearbeitung, 40 Motive', 'Tag', 650, 950, 'd'],
    ['Texterstellung Blogartikel', 'je ca. 800 Wörter, SEO-optimiert', 'Stk.', 120, 220, 'n'],
    ['Projektmanagement und Abstimmung', null, 'Std.', 70, 90, 'h'],
    ['Wartungsvertrag WordPress', 'Updates, Backups, Monitoring', 'Monat', 49, 129, 'm'],
    ['Druck Visitenkarten 350 g/m²', '500 Stück, beidseitig 4/4-farbig', 'Auflage', 39, 89, 'n'],
    ['Anfahrtspauschale', null, 'pauschal', 35, 60, '1'],
    ['Schulung Content-Management-System', 'Vor-Ort-Workshop, bis 6 Teilnehmende', 'Tag', 800, 1200, 'd'],
    ['Domainregistrierung .de', null, 'Jahr', 12, 24, '1'],
    ['Support-Einsatz Netzwerk und Drucker', 'Fernwartung und Vor-Ort-Termin', 'Std.', 65, 85, 'h'],
    ['Einräumung Nutzungsrechte Fotografien', 'zeitlich unbegrenzt, Online und Print', 'pauschal', 300, 900, '1', 7],
    ['Fachbuch „Praxishandbuch Webdesign“', null, 'Stk.', 29.9, 49.9, 'n', 7],
    ['Lizenz Illustrationen (Urheberrecht)', 'einfaches Nutzungsrecht, Printauflage 5.000', 'pauschal', 250, 750, '1', 7],
  ] as CatalogItem[],
};

export const ES = {
  suppliers: [
    'Nube Creativa Estudio S.L.', 'Soluciones Informáticas Levante S.L.', 'Grupo Alameda Consultores S.A.', 'Tallerdigital Marketing S.L.',
    'Ebro Instalaciones Técnicas S.L.', 'Mediterránea de Software S.L.', 'Imprenta Gráficas del Sur S.A.', 'Costa Norte Servicios Web S.L.U.',
  ],
  professionals: ['Laura Martín Ortega', 'Javier Ruiz Domínguez', 'Marta Sánchez Vidal', 'Pablo Gil Navarro', 'Elena Castro Moreno', 'Sergio Ramos Iglesias'],
  professions: ['Diseño gráfico y web', 'Consultoría informática', 'Traducción e interpretación', 'Fotografía profesional', 'Asesoría fiscal y contable', 'Arquitectura técnica'],
  customers: [
    'Restaurante La Tahona S.L.', 'Ferretería Hermanos Pérez S.L.', 'Clínica Dental Sonrisas S.L.P.', 'Inmobiliaria Puerta del Sol S.A.',
    'Bodegas Viña Alta S.A.', 'Academia Idiomas Babel S.L.', 'Transportes Gómez e Hijos S.L.', 'Hotel Mirador de la Bahía S.A.', 'Óptica Visión Clara S.L.',
  ],
  streets: ['Calle Mayor', 'Avenida de la Constitución', 'Calle de Alcalá', 'Gran Vía', 'Calle Colón', 'Paseo de Gracia', 'Calle San Vicente Mártir', 'Avenida de Andalucía', 'Calle Real', 'Plaza de España'],
  cities: [
    ['28013', 'Madrid', 'Madrid'], ['08007', 'Barcelona', 'Barcelona'], ['46002', 'Valencia', 'Valencia'], ['41004', 'Sevilla', 'Sevilla'],
    ['50001', 'Zaragoza', 'Zaragoza'], ['29005', 'Málaga', 'Málaga'], ['48001', 'Bilbao', 'Bizkaia'], ['03002', 'Alicante', 'Alicante'], ['15003', 'A Coruña', 'A Coruña'],
  ] as [string, string, string][],
  items: [
    ['Desarrollo tienda online WooCommerce', 'Catálogo, pasarela de pago y envíos', 'ud.', 1200, 3200, '1'],
    ['Servicios de consultoría SEO', 'Auditoría y plan de palabras clave', 'h', 45, 70, 'h'],
    ['Mantenimiento web mensual', null, 'mes', 49, 149, 'm'],
    ['Diseño de identidad corporativa', 'Logotipo, paleta de color y tipografías', 'ud.', 450, 1200, '1'],
    ['Gestión de redes sociales', 'Instagram y LinkedIn, 12 publicaciones', 'mes', 250, 450, 'm'],
    ['Horas de soporte técnico', null, 'h', 35, 55, 'h'],
    ['Licencia anual software de gestión', null, 'ud.', 180, 420, 'n'],
    ['Instalación y configuración de red Wi-Fi', 'Puntos de acceso y cableado', 'ud.', 250, 680, '1'],
    ['Traducción de documentos (inglés-español)', 'Contratos y anexos, 4.200 palabras', 'ud.', 180, 520, '1'],
    ['Redacción de contenidos para blog', null, 'ud.', 60, 120, 'n'],
    ['Sesión fotográfica de producto', 'Incluye retoque de 25 imágenes', 'ud.', 300, 650, '1'],
    ['Impresión de folletos A5', '1.000 uds., papel estucado 135 g', 'ud.', 85, 190, 'n'],
    ['Desplazamiento', null, 'ud.', 25, 60, '1'],
    ['Formación en Excel avanzado', 'Curso in company, grupo de 8 personas', 'h', 40, 65, 'h'],
  ] as CatalogItem[],
  professionalItems: [
    ['Honorarios profesionales', 'Proyecto de reforma de local comercial', 'ud.', 600, 2400, '1'],
    ['Horas de consultoría', null, 'h', 40, 75, 'h'],
    ['Diseño de maquetación de catálogo', '24 páginas, formato A4', 'ud.', 350, 900, '1'],
    ['Traducción jurada', 'Certificados académicos', 'pág.', 25, 45, 'n'],
    ['Asesoramiento fiscal trimestral', 'Modelos 303, 130 y 111', 'ud.', 90, 220, '1'],
    ['Reportaje fotográfico de evento', null, 'ud.', 350, 800, '1'],
    ['Reunión de seguimiento', null, 'h', 40, 70, 'h'],
    ['Informe técnico', 'Inspección y memoria valorada', 'ud.', 250, 700, '1'],
  ] as CatalogItem[],
};

export const IT = {
  suppliers: [
    'Studio Grafico Aurora S.r.l.', 'Informatica Adriatica S.r.l.', 'Tecnoimpianti Lombardi S.p.A.', 'Officina Digitale S.r.l.s.',
    'Edilnova Costruzioni S.r.l.', 'Rossi & Bianchi Consulting S.n.c.', 'Web Agency Mediterraneo S.r.l.', 'Tipografia Colombo S.p.A.',
  ],
  professionals: [['Marco', 'Bianchi', false], ['Giulia', 'Ferrari', true], ['Luca', 'Esposito', false], ['Francesca', 'Romano', true], ['Alessandro', 'Gallo', false], ['Chiara', 'Conti', true]] as [string, string, boolean][],
  professions: ['Consulenza informatica', 'Architettura e progettazione', 'Graphic design e illustrazione', 'Traduzioni tecniche', 'Ingegneria civile', 'Consulenza di marketing'],
  customers: [
    'Ristorante Da Mario S.r.l.', 'Farmacia San Giorgio S.n.c.', 'Hotel Bellavista S.p.A.', 'Autofficina Moretti S.r.l.', 'Caseificio Val di Non S.r.l.',
    'Studio Legale Ricci & Associati', 'Immobiliare Lago Maggiore S.r.l.', 'Ceramiche Toscane S.p.A.', 'Cantina Colli Euganei Soc. Coop.',
  ],
  streets: ['Via Roma', 'Corso Vittorio Emanuele II', 'Via Garibaldi', 'Via Mazzini', 'Viale della Repubblica', 'Via Dante Alighieri', 'Piazza Cavour', 'Via Verdi', 'Corso Italia', 'Via dei Mille'],
  cities: [
    ['20121', 'Milano', 'MI'], ['00184', 'Roma', 'RM'], ['10121', 'Torino', 'TO'], ['40121', 'Bologna', 'BO'], ['50123', 'Firenze', 'FI'],
    ['35122', 'Padova', 'PD'], ['80133', 'Napoli', 'NA'], ['37121', 'Verona', 'VR'], ['25121', 'Brescia', 'BS'], ['70122', 'Bari', 'BA'],
  ] as [string, string, string][],
  items: [
    ['Sviluppo sito web istituzionale', 'Responsive, 8 pagine, CMS WordPress', 'a corpo', 1500, 3800, '1'],
    ['Canone assistenza software gestionale', null, 'mese', 60, 180, 'm'],
    ['Progettazione grafica brochure', 'Formato A4, 12 facciate', 'a corpo', 350, 950, '1'],
    ['Ore di consulenza informatica', null, 'ore', 45, 80, 'h'],
    ['Servizio fotografico evento aziendale', 'Post-produzione 60 scatti inclusa', 'a corpo', 400, 900, '1'],
    ['Stampa biglietti da visita', '500 pz, carta patinata opaca 350 g', 'pz', 25, 70, 'n'],
    ['Manutenzione impianto di climatizzazione', 'Sanificazione filtri e verifica gas', 'intervento', 90, 240, 'n'],
    ['Installazione router e configurazione rete', null, 'a corpo', 120, 380, '1'],
    ['Gestione campagne Google Ads', 'Setup e ottimizzazione mensile', 'mese', 250, 600, 'm'],
    ['Hosting e dominio annuale', null, 'anno', 49, 149, 'n'],
    ['Corso di formazione sicurezza sul lavoro', 'Modulo generale 4 ore, 6 partecipanti', 'a corpo', 280, 720, '1'],
    ['Diritto di chiamata', null, 'a corpo', 30, 60, '1'],
  ] as CatalogItem[],
  professionalItems: [
    ['Compenso per consulenza professionale', 'Periodo di riferimento: mese corrente', 'a corpo', 800, 2800, '1'],
    ['Progettazione preliminare', 'Rilievo e tavole esecutive', 'a corpo', 900, 2600, '1'],
    ['Ore di assistenza specialistica', null, 'ore', 45, 85, 'h'],
    ['Traduzione manuale tecnico EN-IT', '9.800 parole, revisione inclusa', 'a corpo', 600, 1400, '1'],
    ['Direzione lavori', null, 'a corpo', 500, 1800, '1'],
    ['Illustrazioni per campagna pubblicitaria', 'Cessione diritti di utilizzo 24 mesi', 'pz', 120, 380, 'n'],
    ['Sopralluogo tecnico', null, 'ore', 50, 90, 'h'],
  ] as CatalogItem[],
};
