/**
 * Words printed in a country's addresses: the words of its street addresses, its states and their titles, and its
 * larger towns. An address already printing one of its country's words exactly has a word OCR read a letter or two
 * off one of them mended (fields/address-words.ts). Write entries in capitals, one place a string (`SHAH ALAM`).
 * To add a country: a new entry; the rule needs nothing else.
 */
export const ADDRESS_WORDS: readonly { country: string; words: readonly string[] }[] = [
  {
    country: 'MY',
    words: [
      // Parts of a street address (Malay).
      'JALAN', 'LORONG', 'PERSIARAN', 'LEBUH', 'LEBUHRAYA', 'TAMAN', 'BANDAR', 'KAWASAN', 'PERINDUSTRIAN', 'SEKSYEN',
      'TINGKAT', 'BANGUNAN', 'KOMPLEKS', 'KAMPUNG', 'BUKIT', 'SUNGAI', 'PUSAT', 'MEDAN', 'WISMA', 'MENARA', 'INDAH', 'UTAMA',
      'MALAYSIA',
      // States and federal territories, and the titles states are written with.
      'JOHOR', 'KEDAH', 'KELANTAN', 'MELAKA', 'NEGERI SEMBILAN', 'PAHANG', 'PERAK', 'PERLIS', 'PULAU PINANG', 'PENANG',
      'SABAH', 'SARAWAK', 'SELANGOR', 'TERENGGANU', 'KUALA LUMPUR', 'PUTRAJAYA', 'LABUAN', 'WILAYAH PERSEKUTUAN',
      'DARUL EHSAN', 'DARUL TAKZIM', 'DARUL MAKMUR', 'DARUL RIDZUAN', 'DARUL AMAN', 'DARUL NAIM', 'DARUL KHUSUS', 'DARUL IMAN',
      // Larger towns.
      'SHAH ALAM', 'PETALING JAYA', 'SUBANG JAYA', 'KLANG', 'KAJANG', 'PUCHONG', 'CHERAS', 'AMPANG', 'RAWANG', 'SELAYANG',
      'SERI KEMBANGAN', 'SUNGAI BULOH', 'BANGI', 'SEPANG', 'CYBERJAYA', 'JOHOR BAHRU', 'SKUDAI', 'PASIR GUDANG', 'MUAR',
      'BATU PAHAT', 'KLUANG', 'SEGAMAT', 'IPOH', 'TAIPING', 'GEORGE TOWN', 'BUTTERWORTH', 'KUCHING', 'MIRI', 'SIBU',
      'KOTA KINABALU', 'SANDAKAN', 'TAWAU', 'SEREMBAN', 'NILAI', 'KUANTAN', 'KUALA TERENGGANU', 'KOTA BHARU', 'ALOR SETAR',
      'SUNGAI PETANI', 'KANGAR',
    ],
  },
];
