/**
 * Content of invoices as North American and Australian invoicing software prints them (dollars, sales tax or
 * GST, month-first or named-month dates, state and ZIP codes): the kind of invoice a small business sends
 * from a SaaS tool. Written from general knowledge of such invoices, not from any labelled file.
 */
import { digits, int, pick, seeded, type Random } from './content.ts';

export { seeded };

export type Region = 'us' | 'ca' | 'au';

const round2 = (value: number) => Math.round(value * 100) / 100;

const WORDS = ['Brightline', 'Northwind', 'Bluebird', 'Cedar', 'Summit', 'Harbor', 'Ironwood', 'Maple', 'Redstone', 'Silverleaf', 'Granite', 'Juniper', 'Lakeside', 'Pioneer', 'Copperfield', 'Evergreen'];
const TRADES = ['Studio', 'Consulting', 'Digital', 'Plumbing', 'Landscaping', 'Analytics', 'Print Shop', 'Roofing', 'Media', 'Software', 'Cleaning Services', 'Electric'];
const FORMS: Record<Region, string[]> = { us: ['Inc.', 'LLC', 'Corp.', 'Co.', ''], ca: ['Inc.', 'Ltd.', 'Corp.', ''], au: ['Pty Ltd', 'Pty. Ltd.', ''] };
const FIRST = ['Emily', 'James', 'Olivia', 'Michael', 'Sophia', 'Daniel', 'Ava', 'Ryan', 'Grace', 'Ethan'];
const LAST = ['Johnson', 'Martinez', 'Nguyen', 'Patel', 'Robinson', 'Kim', 'Baker', 'Rivera', 'Campbell', 'Mitchell'];
const STREETS = ['Market Street', 'Main St', 'Oak Avenue', 'Elm Street', 'Sunset Blvd', 'Pine Road', 'Lake Drive', 'Broadway', 'Commerce Way', 'Hillcrest Ave'];
const CITIES: Record<Region, string[]> = {
  us: ['San Francisco, CA 94103', 'Austin, TX 78701', 'Denver, CO 80202', 'Portland, OR 97205', 'Chicago, IL 60607', 'Brooklyn, NY 11201', 'Seattle, WA 98101', 'Raleigh, NC 27601'],
  ca: ['Vancouver, BC V6B 1A1', 'Toronto, ON M5V 2T6', 'Calgary, AB T2P 1J9', 'Halifax, NS B3J 1S9'],
  au: ['Sydney NSW 2000', 'Melbourne VIC 3000', 'Brisbane QLD 4000', 'Perth WA 6000'],
};
const ITEMS = [
  ['Website design', 'Homepage and 4 templates'], ['Monthly retainer', 'Marketing support'], ['Consulting hours', 'Strategy workshop'],
  ['Logo package', null], ['Hosting (annual)', 'Pro plan'], ['Lawn maintenance', 'Bi-weekly visits'], ['Gutter cleaning', null],
  ['Business cards', '500 pcs, matte'], ['Data migration', 'Legacy CRM export'], ['Service call', 'Diagnostics'], ['Replacement parts', null],
  ['Photography session', '2 hours on location'], ['SEO audit', null], ['Software license', 'Annual seat'], ['Labor', 'Technician on site'],
] as const;

export interface SoftwareItem { description: string; detail: string | null; quantity: number; unitPrice: number; amount: number }

export interface SoftwareInvoice {
  region: Region;
  supplier: { name: string; lines: string[]; email: string; phone: string; taxId: string | null };
  customer: { name: string; lines: string[] };
  number: string;
  po: string | null;
  date: string;
  due: string;
  termsDays: number;
  items: SoftwareItem[];
  subtotal: number;
  discount: number;
  taxes: { label: string; rate: number; amount: number }[];
  totalTax: number;
  total: number;
  paid: number;
  amountDue: number;
  currency: string;
  money: (value: number) => string;
  formatDate: (iso: string) => string;
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function dateFormat(random: Random, region: Region): (iso: string) => string {
  const style = region === 'au' ? pick(random, ['d Mon yyyy', 'dd/mm/yyyy', 'd Month yyyy']) : region === 'ca' ? pick(random, ['yyyy-mm-dd', 'Month d, yyyy', 'Mon d, yyyy']) : pick(random, ['mm/dd/yyyy', 'Month d, yyyy', 'Mon d, yyyy', 'mm/dd/yyyy']);
  return (iso) => {
    const [y, m, d] = iso.split('-');
    const month = MONTHS[Number(m) - 1];
    switch (style) {
      case 'd Mon yyyy': return `${Number(d)} ${month.slice(0, 3)} ${y}`;
      case 'd Month yyyy': return `${Number(d)} ${month} ${y}`;
      case 'dd/mm/yyyy': return `${d}/${m}/${y}`;
      case 'yyyy-mm-dd': return iso;
      case 'Month d, yyyy': return `${month} ${Number(d)}, ${y}`;
      case 'Mon d, yyyy': return `${month.slice(0, 3)} ${Number(d)}, ${y}`;
      default: return `${m}/${d}/${y}`;
    }
  };
}

function taxesFor(random: Random, region: Region, base: number): { label: string; rate: number; amount: number }[] {
  if (region === 'au') return [{ label: 'GST', rate: 10, amount: round2(base * 0.1) }];
  if (region === 'ca') {
    if (random() < 0.5) return [{ label: 'HST', rate: 13, amount: round2(base * 0.13) }];
    return [{ label: 'GST', rate: 5, amount: round2(base * 0.05) }, { label: 'PST', rate: 7, amount: round2(base * 0.07) }];
  }
  if (random() < 0.25) return [];
  const rate = pick(random, [6.25, 7, 8.25, 8.875, 9.5, 4]);
  return [{ label: pick(random, ['Sales Tax', 'Tax', 'Sales tax']), rate, amount: round2((base * rate) / 100) }];
}

export function makeSoftwareInvoice(random: Random, region: Region): SoftwareInvoice {
  const company = `${pick(random, WORDS)} ${pick(random, TRADES)} ${pick(random, FORMS[region])}`.trim();
  const city = pick(random, CITIES[region]);
  const supplier = {
    name: company,
    lines: [`${int(random, 10, 9800)} ${pick(random, STREETS)}${random() < 0.4 ? `, Suite ${int(random, 100, 900)}` : ''}`, city],
    email: `billing@${company.split(' ')[0].toLowerCase()}.com`,
    phone: region === 'au' ? `(0${int(random, 2, 8)}) ${digits(random, 4)} ${digits(random, 4)}` : `(${int(random, 201, 989)}) 555-${digits(random, 4)}`,
    taxId: region === 'au' ? `${digits(random, 2)} ${digits(random, 3)} ${digits(random, 3)} ${digits(random, 3)}` : region === 'ca' ? `${digits(random, 9)} RT0001` : null,
  };
  const personal = random() < 0.3;
  const customer = {
    name: personal ? `${pick(random, FIRST)} ${pick(random, LAST)}` : `${pick(random, WORDS)} ${pick(random, TRADES)} ${pick(random, FORMS[region])}`.trim(),
    lines: [`${int(random, 10, 9800)} ${pick(random, STREETS)}`, pick(random, CITIES[region])],
  };
  const date = `${int(random, 2022, 2025)}-${String(int(random, 1, 12)).padStart(2, '0')}-${String(int(random, 1, 28)).padStart(2, '0')}`;
  const termsDays = pick(random, [15, 30, 30, 14, 45]);
  const number = pick(random, [`INV-${digits(random, 4)}`, `${int(random, 1001, 4999)}`, `${digits(random, 8).toUpperCase()}-${digits(random, 4)}`, `INV-${date.slice(0, 4)}-${digits(random, 3)}`, `#${int(random, 100, 999)}`.slice(1)]);
  const po = random() < 0.4 ? pick(random, [`PO-${digits(random, 4)}`, `${digits(random, 6)}`]) : null;
  const catalogue = [...ITEMS].sort(() => random() - 0.5);
  const items = Array.from({ length: int(random, 1, 6) }, (_, index) => {
    const [description, detail] = catalogue[index];
    const quantity = pick(random, [1, 1, 2, 3, 5, 10, 1.5, 4]);
    const unitPrice = pick(random, [int(random, 15, 95), int(random, 100, 900) + pick(random, [0, 0.5, 0.99]), int(random, 1000, 4000)]);
    return { description, detail: random() < 0.5 ? detail : null, quantity, unitPrice, amount: round2(quantity * unitPrice) };
  });
  const gross = round2(items.reduce((sum, item) => sum + item.amount, 0));
  const discount = random() < 0.15 ? round2(gross * 0.1) : 0;
  const subtotal = round2(gross - discount);
  const taxes = taxesFor(random, region, subtotal);
  const totalTax = round2(taxes.reduce((sum, tax) => sum + tax.amount, 0));
  const total = round2(subtotal + totalTax);
  const paid = random() < 0.2 ? round2(Math.round(total / 2)) : 0;
  const money = (value: number) => `${value < 0 ? '-' : ''}$${Math.abs(value).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
  return {
    region, supplier, customer, number, po, date, due: addDays(date, termsDays), termsDays, items, subtotal, discount, taxes, totalTax, total, paid,
    amountDue: round2(total - paid), currency: region === 'us' ? 'USD' : region === 'ca' ? 'CAD' : 'AUD', money, formatDate: dateFormat(random, region),
  };
}

export function softwareGroundTruth(invoice: SoftwareInvoice, printed: { due: boolean; po: boolean; tax: boolean }) {
  return {
    fields: {
      supplier_name: invoice.supplier.name,
      customer_name: invoice.customer.name,
      invoice_number: invoice.number,
      ...(invoice.po && printed.po ? { po_number: invoice.po } : {}),
      date: invoice.date,
      ...(printed.due ? { due_date: invoice.due } : {}),
      currency: invoice.currency,
      subtotal: invoice.subtotal,
      ...(printed.tax ? { total_tax: invoice.totalTax } : {}),
      total_amount: invoice.total,
      amount_due: invoice.amountDue,
    },
    line_items: invoice.items.map((item) => ({
      description: item.detail ? `${item.description}\n${item.detail}` : item.description,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      amount: item.amount,
      tax_rate: null,
    })),
  };
}
