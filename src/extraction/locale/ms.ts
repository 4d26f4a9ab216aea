import type { LocaleTable } from './types.ts';

const r = String.raw;

export const ms: LocaleTable = {
  language: 'ms',
  // Malaysia writes day first.
  dateOrder: 'DMY',
  labels: {
    invoice_number: [[r`no\.?\s*invois|invois\s*(?:no|bil)\.?`, 1], [r`invois`, 0.55]],
    receipt_number: [[r`no\.?\s*resit|resit\s*no\.?`, 1]],
    po_number: [[r`pesanan\s+belian|no\.?\s*pesanan`, 0.9]],
    date: [[r`tarikh(?:\s+invois)?`, 1]],
    other_date: [[r`tarikh\s+(?:akhir|luput|penghantaran)|tamat`, 1]],
    due_date: [[r`tarikh\s+(?:akhir\s+)?(?:bayaran|matang)|tarikh\s+akhir`, 1]],
    total: [
      [r`jumlah\s+(?:besar|keseluruhan|perlu\s+dibayar)`, 1],
      [r`jumlah`, 0.7],
    ],
    subtotal: [[r`jumlah\s+kecil|jumlah\s+sebelum\s+cukai`, 1]],
    tax: [[r`cukai(?:\s+jualan|\s+perkhidmatan)?|jumlah\s+cukai`, 0.9]],
    amount_due: [[r`baki\s+(?:perlu\s+)?dibayar|amaun\s+perlu\s+dibayar`, 1]],
    supplier: [[r`penjual|pembekal`, 1]],
    customer: [[r`pembeli|pelanggan|bil\s+kepada`, 1]],
    payment_terms: [[r`terma\s+bayaran`, 1]],
    phone: [[r`tel\.?|no\.?\s*tel`, 1]],
  },
  notTotal: ['cukai', 'kuantiti', r`sebelum`, 'diskaun', 'tunai', 'baki', 'kembali'],
  notTax: [r`no\.?`, 'id', 'pendaftaran'],
  paid: ['dibayar', 'deposit', 'pendahuluan'],
  inclusive: [r`termasuk`],
  taxWords: ['sst', 'gst', 'cukai'],
  titles: [r`invois(?:\s+cukai)?`, 'resit'],
  legalForms: [r`sdn\.?\s*bhd\.?`, r`bhd\.?`, r`plt`, 'enterprise', 'trading'],
  salutations: ['encik', 'puan', 'cik', 'tuan'],
  addressee: [],
  streetWords: ['jalan', r`jln\.?`, 'lorong', 'taman', r`tmn\.?`, 'persiaran', 'lebuh'],
  termDays: [String.raw`(?:dalam\s+tempoh\s+)?(\d{1,3})\s+hari`],
  endOfMonth: [String.raw`akhir\s+bulan`],
  discount: [String.raw`diskaun`],
  months: [
    ['januari'], ['februari'], ['mac'], ['april'], ['mei'], ['jun'], ['julai'], ['ogos', 'ogo'], ['september'], ['oktober'], ['november'],
    ['disember', 'desember', 'dis'],
  ],
  itemColumns: {
    description: ['perkara', 'keterangan', 'butiran'],
    quantity: ['kuantiti', 'kuan'],
    unit_price: [r`harga(?:\s+seunit)?`],
    amount: ['jumlah', 'amaun'],
  },
};
