/**
 * The French trades of the crafts family (crafts-fr.ts): plombier-chauffagiste, électricien, peintre, menuisier,
 * carreleur and couvreur, their firm names and taglines, and their lines in job order — fournitures (M), main
 * d'œuvre (L) and fourniture et pose (B) — whose energy-saving works (isolation, pompe à chaleur, chaudière à
 * condensation, VMC) qualify for TVA 5,5 % in a dwelling (`FR_ENERGY` recognises them).
 */
import { W, type Book } from './crafts-common.ts';

export const FR_BOOK: Book = {
  plumb: {
    firms: ['{L} Plomberie Chauffage', 'SARL {L} et Fils', 'Ets {L} Thermique', 'EURL {F} {L} Plomberie', '{T} Sanitaire Chauffage SAS'],
    tagline: ['Plomberie · Chauffage · Salle de bains', 'Dépannage · Installation · Entretien chaudières', 'Artisan qualifié RGE QualiPAC'],
    works: [
      W('L', 'h', [42, 58], [1, 16], 0.5, "Main d'œuvre plombier", 'dépose des anciens appareils sanitaires'),
      W('M', 'pc', [180, 420], [1, 2], 1, 'Fourniture WC suspendu Geberit', 'bâti-support et plaque de commande'),
      W('M', 'pc', [220, 690], [1, 1], 1, 'Fourniture meuble vasque 80 cm', 'avec miroir et mitigeur Grohe'),
      W('M', 'pc', [150, 360], [1, 1], 1, 'Fourniture receveur de douche extra-plat', '90 x 120, bonde et siphon'),
      W('M', 'm', [8, 19], [4, 30], 0.5, 'Tube multicouche Ø 16 et raccords', 'y compris colliers et isolant'),
      W('B', 'pc', [2900, 4600], [1, 1], 1, 'Chaudière gaz à condensation 25 kW', 'Saunier Duval, fourniture et pose,', 'mise en service et raccordement fumées'),
      W('B', 'pc', [7800, 11500], [1, 1], 1, 'Pompe à chaleur air/eau 8 kW', 'module hydraulique et unité extérieure,', 'mise en service'),
      W('L', 'ls', [110, 190], [1, 1], 1, 'Entretien annuel chaudière', 'attestation d’entretien remise au client'),
      W('M', 'ls', [15, 60], [1, 1], 1, 'Petites fournitures', 'joints, téflon, silicone'),
    ],
  },
  elec: {
    firms: ['{L} Électricité', 'SARL {L} Élec', 'Ets {F} {L}', '{T} Électricité Générale SAS', 'EURL {L} Courant Fort'],
    tagline: ['Électricité générale · Dépannage · Mise aux normes', 'Courant fort · Courant faible · Domotique', 'Certifié Qualifelec'],
    works: [
      W('L', 'h', [45, 62], [1, 24], 0.5, "Main d'œuvre électricien", 'dépose de l’ancienne installation'),
      W('M', 'pc', [180, 460], [1, 1], 1, 'Tableau électrique 3 rangées équipé', 'interrupteurs différentiels 30 mA'),
      W('M', 'pc', [7, 18], [4, 24], 1, 'Prise de courant 2P+T Legrand Céliane', 'y compris boîte d’encastrement'),
      W('M', 'm', [1.2, 3.4], [20, 120], 5, 'Câble R2V 3G2,5 mm²', 'sous gaine ICTA'),
      W('B', 'pc', [45, 95], [2, 12], 1, 'Point lumineux en plafond', 'fourniture et pose, DCL'),
      W('B', 'pc', [1100, 1800], [1, 1], 1, 'VMC simple flux hygroréglable', 'fourniture et pose, 4 bouches'),
      W('L', 'ls', [120, 280], [1, 1], 1, 'Mise en conformité NF C 15-100', 'contrôle et repérage des circuits'),
    ],
  },
  paint: {
    firms: ['{L} Peinture Décoration', 'SARL {L} Peinture', 'Entreprise {F} {L}', '{T} Peinture et Revêtements SAS', 'EURL Atelier {L}'],
    tagline: ['Peinture · Décoration · Ravalement', 'Revêtements muraux et sols souples', 'Artisan peintre depuis 1998'],
    works: [
      W('L', 'ls', [90, 250], [1, 1], 1, 'Protection des sols et mobilier', 'bâches et adhésif, dépose en fin de chantier'),
      W('B', 'm2', [6, 12], [20, 140], 0.5, 'Préparation des supports', 'rebouchage, ponçage, impression'),
      W('B', 'm2', [14, 24], [20, 140], 0.5, 'Peinture murs acrylique mate', 'deux couches, teinte au choix'),
      W('B', 'm2', [16, 28], [10, 80], 0.5, 'Peinture plafonds blanc mat', 'deux couches'),
      W('B', 'm', [7, 14], [10, 60], 0.5, 'Laque plinthes et encadrements', 'satinée, égrenage entre couches'),
      W('B', 'm2', [28, 48], [30, 160], 0.5, 'Ravalement façade peinture pliolite', 'nettoyage haute pression préalable'),
      W('M', 'pc', [45, 120], [1, 6], 1, 'Fourniture peinture 10 L', 'Tollens, qualité professionnelle'),
      W('L', 'h', [38, 50], [2, 20], 0.5, "Main d'œuvre peintre"),
    ],
  },
  carp: {
    firms: ['Menuiserie {L}', 'SARL {L} Menuiserie Agencement', 'Atelier Bois {F} {L}', '{T} Fermetures SAS'],
    tagline: ['Menuiserie bois, PVC et alu · Agencement', 'Portes · Fenêtres · Parquets · Escaliers'],
    works: [
      W('B', 'pc', [480, 1150], [1, 6], 1, 'Fenêtre PVC double vitrage 2 vantaux', '125 x 135, Uw 1,3, pose en rénovation'),
      W('B', 'pc', [380, 920], [1, 4], 1, 'Bloc-porte intérieur âme pleine', 'huisserie bois, poignée inox'),
      W('B', 'm2', [38, 72], [10, 60], 0.5, 'Parquet chêne contrecollé', 'pose flottante sur sous-couche'),
      W('B', 'm2', [42, 75], [20, 90], 0.5, 'Isolation des combles perdus', 'laine soufflée R = 7, 32 cm'),
      W('L', 'h', [40, 55], [2, 24], 0.5, "Main d'œuvre menuisier", 'ajustage et finitions'),
      W('M', 'm', [6, 14], [8, 40], 0.5, 'Fourniture plinthes chêne'),
    ],
  },
  tile: {
    firms: ['{L} Carrelage', 'SARL {L} Carrelage Faïence', 'Entreprise {F} {L}', '{T} Sols et Murs SAS'],
    tagline: ['Carrelage · Faïence · Mosaïque', 'Sols et murs · Salles de bains clé en main'],
    works: [
      W('B', 'm2', [14, 26], [6, 40], 0.5, 'Dépose de l’ancien carrelage', 'évacuation des gravats'),
      W('B', 'm2', [22, 36], [6, 30], 0.5, 'Ragréage autolissant', 'primaire d’accrochage compris'),
      W('B', 'm2', [20, 32], [4, 25], 0.5, 'Système d’étanchéité sous carrelage', 'SPEC, bandes d’angle'),
      W('L', 'm2', [38, 62], [6, 40], 0.5, 'Pose carrelage sol 60 x 60', 'collé, joints gris ciment'),
      W('L', 'm2', [42, 66], [6, 40], 0.5, 'Pose faïence murale 30 x 60'),
      W('M', 'm2', [22, 55], [6, 40], 0.5, 'Fourniture grès cérame', 'Marazzi, aspect béton'),
      W('M', 'pc', [18, 36], [2, 10], 1, 'Fourniture colle et joints C2S1'),
    ],
  },
  roof: {
    firms: ['{L} Couverture', 'SARL {L} Toiture Zinguerie', 'Entreprise {F} {L} Couvreur', '{T} Charpente Couverture SAS'],
    tagline: ['Couverture · Zinguerie · Charpente', 'Ardoise · Tuile · Démoussage'],
    works: [
      W('L', 'ls', [450, 1200], [1, 1], 1, 'Installation échafaudage', 'montage, location 3 semaines, démontage'),
      W('B', 'm2', [12, 22], [30, 150], 0.5, 'Dépose couverture existante', 'tuiles et liteaux, évacuation en déchetterie'),
      W('B', 'm2', [55, 90], [30, 150], 0.5, 'Couverture tuiles terre cuite', 'Terreal, écran sous-toiture HPV'),
      W('B', 'm2', [55, 85], [20, 100], 0.5, 'Isolation sous rampants', 'laine de bois 200 mm, R = 5'),
      W('B', 'm', [42, 70], [6, 30], 0.5, 'Gouttière zinc demi-ronde 33', 'crochets et naissances'),
      W('B', 'm2', [9, 16], [40, 180], 1, 'Démoussage et traitement hydrofuge'),
      W('L', 'h', [45, 60], [2, 16], 0.5, "Main d'œuvre couvreur", 'recherche de fuite et révision'),
    ],
  },
};
/** Lines of energy-saving works (TVA 5,5 % in a dwelling over two years old). */
export const FR_ENERGY = /condensation|Pompe à chaleur|Isolation|VMC/;
export const FR_EXTRA = [
  W('D', 'ls', [60, 220], [1, 1], 1, 'Évacuation des gravats', 'tri et dépôt en déchetterie'),
  W('L', 'ls', [40, 120], [1, 1], 1, 'Nettoyage de fin de chantier'),
];
export const FR_ROOMS = ['Salle de bains', 'Cuisine', 'Séjour', 'Chambre 1', 'Entrée et couloir', 'WC', 'Façade', 'Combles', 'Cage d’escalier'];
