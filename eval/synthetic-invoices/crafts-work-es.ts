/**
 * The Spanish trades of the crafts family (crafts-es.ts): reformas integrales, fontanería y calefacción,
 * electricidad, pintura, alicatados y solados, carpintería de aluminio y PVC, their firm names (S.L., autónomos)
 * and taglines, and their partidas in job order — mano de obra (L), materiales (M) and partidas with material
 * included (B) — and the chapters (capítulos) of a presupuesto.
 */
import { W, type Book } from './crafts-common.ts';

export const ES_BOOK: Book = {
  build: {
    firms: ['Reformas {L} S.L.', 'Construcciones y Reformas {L} S.L.', '{F} {L} Reformas', 'Reformas Integrales {T} S.L.', 'Obras {L} e Hijos S.L.'],
    tagline: ['Reformas integrales de viviendas y locales', 'Albañilería · Fontanería · Pintura', 'Empresa inscrita en el REA'],
    works: [
      W('B', 'm2', [8, 16], [6, 40], 0.5, 'Demolición de alicatado existente', 'incluso retirada de escombros a contenedor'),
      W('B', 'm2', [14, 26], [6, 40], 0.5, 'Tabique de ladrillo hueco doble', 'recibido con mortero M-7,5'),
      W('B', 'm2', [9, 17], [10, 80], 0.5, 'Enlucido de yeso en paramentos', 'maestreado, acabado liso'),
      W('B', 'm2', [28, 48], [8, 50], 0.5, 'Recrecido y solado de gres porcelánico', '60 x 60, con cemento cola C2TE'),
      W('B', 'pc', [380, 980], [1, 3], 1, 'Puerta de paso lacada en blanco', 'con premarco, herrajes y manilla'),
      W('L', 'h', [22, 32], [4, 40], 0.5, 'Mano de obra oficial de 1ª'),
      W('L', 'h', [17, 24], [4, 40], 0.5, 'Mano de obra peón'),
      W('M', 'ls', [120, 380], [1, 1], 1, 'Alquiler de contenedor de escombros', '6 m³, incluso tasa de vertedero'),
    ],
  },
  plumb: {
    firms: ['Fontanería {L} S.L.', 'Instalaciones {L} y Calefacción S.L.', '{F} {L} Fontanero', 'Clima y Agua {T} S.L.'],
    tagline: ['Fontanería · Calefacción · Aire acondicionado', 'Instalador autorizado de gas y térmicas', 'Servicio técnico 24 horas'],
    works: [
      W('L', 'h', [28, 42], [1, 16], 0.5, 'Mano de obra oficial fontanero', 'localización y reparación de fuga'),
      W('B', 'pc', [1400, 2600], [1, 1], 1, 'Caldera de condensación 24 kW', 'Junkers Cerapur, instalada y puesta en marcha'),
      W('M', 'pc', [160, 380], [1, 1], 1, 'Plato de ducha de resina 80 x 140', 'antideslizante, color blanco'),
      W('M', 'pc', [95, 240], [1, 2], 1, 'Grifo termostático de ducha', 'cromado, con barra y rociador'),
      W('M', 'm', [6, 14], [4, 30], 0.5, 'Tubería multicapa Ø 20 mm', 'incluso accesorios'),
      W('B', 'pc', [1600, 3200], [1, 2], 1, 'Split aire acondicionado 3.000 frigorías', 'inverter, instalación hasta 3 m de línea'),
      W('L', 'ls', [70, 130], [1, 1], 1, 'Revisión periódica de caldera', 'análisis de combustión e informe'),
      W('M', 'ls', [15, 55], [1, 1], 1, 'Pequeño material de fontanería'),
    ],
  },
  elec: {
    firms: ['Electricidad {L} S.L.', 'Instalaciones Eléctricas {L} S.L.', '{F} {L} Electricista', 'Electro {T} S.L.'],
    tagline: ['Instalador autorizado de baja tensión', 'Instalaciones eléctricas · Boletines · Iluminación LED'],
    works: [
      W('L', 'h', [26, 38], [1, 24], 0.5, 'Mano de obra oficial electricista'),
      W('M', 'pc', [140, 360], [1, 1], 1, 'Cuadro general de mando y protección', 'con diferenciales y magnetotérmicos'),
      W('M', 'm', [0.8, 2.2], [25, 150], 5, 'Cable H07V-K 2,5 mm² bajo tubo'),
      W('B', 'pc', [28, 55], [3, 20], 1, 'Punto de luz sencillo', 'mecanismo Simon 270, instalado'),
      W('B', 'pc', [24, 48], [3, 20], 1, 'Toma de corriente 16 A', 'empotrada, mecanismo incluido'),
      W('L', 'ls', [120, 260], [1, 1], 1, 'Certificado de instalación eléctrica', 'boletín y tramitación ante Industria'),
    ],
  },
  paint: {
    firms: ['Pinturas {L} S.L.', '{F} {L} Pintor', 'Pintura y Decoración {T} S.L.', 'Pinturas {L} e Hijos'],
    tagline: ['Pintura interior y exterior · Impermeabilizaciones', 'Pintura decorativa y lacados'],
    works: [
      W('B', 'm2', [3, 6], [30, 200], 1, 'Preparación de paramentos', 'rascado, plastecido y lijado'),
      W('B', 'm2', [5.5, 10], [30, 250], 1, 'Pintura plástica lisa en paredes', 'dos manos, color a elegir'),
      W('B', 'm2', [6.5, 11], [15, 120], 1, 'Pintura plástica en techos', 'blanco mate, dos manos'),
      W('B', 'pc', [60, 140], [1, 10], 1, 'Lacado de puerta de paso', 'dos caras, esmalte al agua'),
      W('B', 'm2', [14, 28], [30, 180], 1, 'Pintura de fachada', 'pintura pétrea, incluso andamio'),
      W('M', 'pc', [45, 110], [1, 6], 1, 'Pintura plástica 15 l', 'calidad profesional'),
    ],
  },
  tile: {
    firms: ['Alicatados y Solados {L} S.L.', '{F} {L} Solador', 'Cerámicas {T} Instalaciones S.L.'],
    tagline: ['Alicatados · Solados · Microcemento', 'Colocación de cerámica y piedra natural'],
    works: [
      W('B', 'm2', [9, 15], [6, 40], 0.5, 'Levantado de solado existente', 'incluso carga de escombros'),
      W('L', 'm2', [18, 28], [6, 40], 0.5, 'Colocación de alicatado', 'con cemento cola, juntas incluidas'),
      W('L', 'm2', [20, 32], [6, 40], 0.5, 'Colocación de solado porcelánico'),
      W('M', 'm2', [16, 42], [6, 40], 0.5, 'Suministro de azulejo 30 x 90', 'rectificado, blanco brillo'),
      W('B', 'm2', [60, 95], [6, 30], 0.5, 'Microcemento en suelo de baño', 'tres capas y sellado'),
      W('M', 'pc', [14, 28], [2, 10], 1, 'Saco de cemento cola C2TE 25 kg'),
    ],
  },
  carp: {
    firms: ['Carpintería {L} S.L.', 'Aluminios {L} S.L.', '{F} {L} Carpintero', 'Cerramientos {T} S.L.'],
    tagline: ['Carpintería de aluminio y PVC · Mamparas', 'Carpintería de madera a medida'],
    works: [
      W('B', 'pc', [420, 980], [1, 6], 1, 'Ventana corredera de aluminio RPT', '120 x 110 cm, doble acristalamiento'),
      W('B', 'pc', [260, 620], [1, 2], 1, 'Mampara de ducha de vidrio templado', 'perfilería cromada, instalada'),
      W('B', 'm2', [32, 58], [10, 60], 0.5, 'Tarima flotante laminada AC5', 'con base aislante'),
      W('B', 'pc', [180, 420], [1, 6], 1, 'Persiana de aluminio motorizada'),
      W('L', 'h', [24, 34], [2, 20], 0.5, 'Mano de obra carpintero', 'desmontaje de carpintería antigua'),
    ],
  },
};
export const ES_EXTRA = [
  W('D', 'ls', [60, 180], [1, 1], 1, 'Retirada de escombros a vertedero autorizado'),
  W('L', 'ls', [40, 120], [1, 1], 1, 'Limpieza final de obra'),
];
export const ES_CHAPTERS = ['Demoliciones', 'Albañilería', 'Fontanería', 'Electricidad', 'Revestimientos', 'Carpintería', 'Pintura', 'Varios'];
