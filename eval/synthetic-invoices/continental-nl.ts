/**
 * Dutch webshop invoice: a light modern layout with the shop's mark, invoice/order data, invoice and delivery
 * addresses side by side, article lines with their BTW rate (prices with or without BTW), the BTW split
 * (21 % and 9 %), "betaald via iDEAL" and the KvK / BTW / IBAN footer.
 */
import type { Random } from './content.ts';
import {
  type Built, type LineItem, DOTS, addDays, chance, date, digits, esc, fields, grouped, iban, int, letters, nlVat, num, one,
  page, r2, randomDate, sample, sum, vatGroups,
} from './continental-common.ts';

type Art = [desc: string, lo: number, hi: number, rate: number, qmax: number];
const SHOPS: { names: string[]; arts: Art[] }[] = [
  {
    names: ['Theehuis {S}', 'De Theekoepel', 'Thee & Zo {S}'],
    arts: [['Sencha Kyoto losse thee 100 g', 5.95, 12.5, 9, 4], ['Rooibos vanille biologisch 250 g', 6.5, 11.95, 9, 3], ['Earl Grey Supreme 125 g', 4.95, 8.95, 9, 4],
      ['Theepot gietijzer 0,8 l zwart', 29.95, 54.95, 21, 1], ['Theeglas dubbelwandig 250 ml (set van 2)', 12.95, 24.95, 21, 2], ['Acaciahoning 450 g', 5.49, 9.95, 9, 3],
      ['Theefilters papier maat M (100 st.)', 2.95, 4.95, 21, 3], ['Cadeaubon', 10, 50, 0, 1]],
  },
  {
    names: ['Boekhandel {S}', 'Leesgraag', 'Het Boekenhuis {S}'],
    arts: [['Roman "De stille haven" – paperback', 19.99, 24.99, 9, 2], ['Kookboek "Groente eerst" – gebonden', 27.5, 39.95, 9, 1], ['Kinderboek "Dikkie en de maan"', 12.99, 16.99, 9, 2],
      ['Notitieboek A5 gelinieerd linnen', 9.95, 17.95, 21, 3], ['Vulpen staal met converter', 24.95, 49.95, 21, 1], ['Leeslampje oplaadbaar met klem', 11.95, 19.95, 21, 2],
      ['Boekenlegger messing', 5.95, 9.95, 21, 3], ['Puzzelboek "Zweedse puzzels" deel 12', 6.99, 9.99, 9, 2]],
  },
  {
    names: ['Tuincentrum {S}', 'Groenrijk Online', '{S} Plant & Tuin'],
    arts: [['Olijfboom (Olea europaea) 120 cm in pot', 49.95, 89.95, 9, 1], ['Lavendel Hidcote p17 (6 stuks)', 12.95, 19.95, 9, 3], ['Bloembollen tulpen mix 50 st.', 9.95, 17.95, 9, 4],
      ['Potgrond universeel 40 l', 4.49, 8.99, 21, 6], ['Snoeischaar bypass 20 mm', 19.95, 39.95, 21, 1], ['Plantenvoeding vloeibaar 1 l', 5.95, 9.95, 21, 3],
      ['Terracotta bloempot Ø 30 cm', 14.95, 29.95, 21, 3], ['Graszaad sport en spel 1 kg', 8.95, 14.95, 9, 3]],
  },
  {
    names: ['Fietsonderdelen {S}', 'Tweewieler Webshop {S}', 'FietsExpress'],
    arts: [['Buitenband Schwalbe Marathon 28 x 1.40', 24.95, 36.95, 21, 2], ['Binnenband 28" Dunlop ventiel', 4.95, 7.95, 21, 4], ['LED fietsverlichting set USB', 19.95, 44.95, 21, 2],
      ['Kettingolie dry lube 100 ml', 6.95, 11.95, 21, 3], ['Fietsslot ART-2 ketting 110 cm', 39.95, 69.95, 21, 1], ['Remblokken V-brake (2 paar)', 7.95, 13.95, 21, 3],
      ['Fietstas dubbel waterdicht 32 l', 49.95, 89.95, 21, 1], ['Bidonhouder aluminium', 6.95, 12.95, 21, 2]],
  },
];
const SURN = ['Van Dijk', 'De Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'De Boer', 'Bos', 'Vos', 'Peters', 'Hendriks', 'Dekker', 'Brouwer'];
const FIRST = ['Sanne', 'Daan', 'Lotte', 'Bram', 'Eva', 'Thijs', 'Femke', 'Ruben', 'Noor', 'Jeroen', 'Ilse', 'Koen'];
const CITIES: [string, number, number][] = [
  ['Amsterdam', 1011, 1109], ['Rotterdam', 3011, 3089], ['Utrecht', 3511, 3585], ['Den Haag', 2511, 2597], ['Eindhoven', 5611, 5658], ['Groningen', 9711, 9747],
  ['Zwolle', 8011, 8043], ['Haarlem', 2011, 2037], ['Amersfoort', 3811, 3829], ['Leiden', 2311, 2334], ['Nijmegen', 6511, 6546], ['Breda', 4811, 4839], ['Deventer', 7411, 7429],
];
const STREETS = ['Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Stationsplein', 'Julianalaan', 'Beatrixstraat', 'Hoofdstraat', 'Lindenlaan', 'Prinsengracht', 'Eikenlaan', 'Industrieweg', 'Zonnebloemstraat'];
const COLORS = ['#2e7d5b', '#e0612b', '#2b59c3', '#8e3b8a', '#1c7c8c'];

function address(random: Random): string[] {
  const [city, lo, hi] = one(random, CITIES);
  return [`${one(random, STREETS)} ${int(random, 1, 220)}${chance(random, 0.2) ? one(random, ['a', 'b', '-2', ' bis']) : ''}`, `${int(random, lo, hi)} ${letters(random, 2, 'ABCDEGHJKLMNPRSTVWXZ')} ${city}`];
}

export function dutchInvoice(random: Random): Built {
  const shop = one(random, SHOPS);
  const surname = one(random, SURN);
  const seller = `${one(random, shop.names).replace('{S}', surname)} ${one(random, ['B.V.', 'B.V.', 'V.O.F.'])}`;
  const domain = seller.replace(/ (B\.V\.|V\.O\.F\.)$/, '').toLowerCase().replace(/[^a-z]/g, '') + '.nl';
  const taxId = nlVat(random);
  const kvk = digits(random, 8);
  const sellerIban = chance(random, 0.8) ? iban(random, 'NL') : undefined;
  const at = address(random);
  const business = chance(random, 0.25);
  const fullName = () => `${one(random, FIRST)} ${one(random, SURN.filter((s) => s !== surname)).replace(/^(Van|De) /, (m) => m.toLowerCase())}`;
  const person = fullName();
  const customer = business ? `${one(random, ['Kantoor', 'Praktijk', 'Studio', 'Bureau'])} ${one(random, SURN)} B.V.` : person;
  const billing = address(random);
  const gift = chance(random, 0.35);
  const delivery = chance(random, 0.25) ? ['PostNL-punt ' + one(random, ['Primera', 'Bruna', 'Jumbo', 'AH']), ...address(random)] : [gift ? fullName() : business ? person : customer, ...address(random)];
  const inclusive = !business || chance(random, 0.3);

  const ordered = randomDate(random);
  const iso = addDays(ordered, int(random, 0, 3));
  const year = iso.slice(0, 4);
  const number = one(random, [`${year}-${String(int(random, 100, 99999)).padStart(6, '0')}`, `F${iso.slice(2, 4)}${digits(random, 5)}`, `INV-NL-${digits(random, 6)}`, `${year}${digits(random, 5)}`]);
  const order = one(random, [digits(random, 6), `WS-${digits(random, 6)}`, `${year}-${digits(random, 5)}`, `${letters(random, 2)}${digits(random, 7)}`]);
  const dStyle = one(random, ['-', 'long'] as const);
  const d = (x: string) => date(x, dStyle, 'nl');
  const f = (x: number) => `€ ${num(x, DOTS)}`;
  const color = one(random, COLORS);

  const arts = sample(random, shop.arts, int(random, 2, 7));
  const lines = arts.map(([desc, lo, hi, rate, qmax]) => {
    const q = int(random, 1, qmax);
    const p = rate === 0 ? one(random, [10, 15, 20, 25, 50]) : Math.floor(lo + random() * (hi - lo)) + one(random, [0.95, 0.99, 0.49, 0.5, 0.95]);
    const unit = inclusive || rate === 0 ? p : r2(p / (1 + rate / 100));
    return { sku: `${letters(random, 2)}-${digits(random, 5)}`, desc: desc + (rate === 0 ? '\nBtw wordt berekend bij besteding' : chance(random, 0.15) ? `\nVariant: ${one(random, ['zwart', 'naturel', 'groot', 'klein', 'groen'])}` : ''), q, unit, amount: r2(q * unit), rate };
  });
  const itemsValue = sum(lines.map((l) => l.amount));
  const freeShipping = itemsValue > 50 || chance(random, 0.2);
  if (!freeShipping) {
    const ship = one(random, [3.95, 4.95, 6.95, 7.5]);
    const unit = inclusive ? ship : r2(ship / 1.21);
    lines.push({ sku: 'VERZ', desc: `Verzendkosten ${one(random, ['PostNL pakket', 'DHL brievenbuspakje', 'PostNL aangetekend'])}`, q: 1, unit, amount: unit, rate: 21 });
  }
  const taxed = lines.filter((l) => l.rate > 0);
  let groups;
  if (inclusive) {
    const rates = [...new Set(taxed.map((l) => l.rate))].sort((a, b) => b - a);
    groups = rates.map((rate) => {
      const gross = sum(taxed.filter((l) => l.rate === rate).map((l) => l.amount));
      const tax = r2((gross * rate) / (100 + rate));
      return { rate, base: r2(gross - tax), tax };
    });
  } else groups = vatGroups(taxed.map((l) => ({ amount: l.amount, rate: l.rate })));
  const voucher = sum(lines.filter((l) => l.rate === 0).map((l) => l.amount));
  const tax = sum(groups.map((g) => g.tax));
  const subtotal = sum([...groups.map((g) => g.base), voucher]);
  const total = sum([subtotal, tax]);
  const font = one(random, ['"Liberation Sans", Arial', '"DejaVu Sans"']);

  const css = `
body { font-family: ${font}; font-size: 10.5px; color: #2b2b2b; padding: 46px 52px 26px }
.top { display: flex; justify-content: space-between; align-items: flex-start }
.mark { display: flex; align-items: center; gap: 10px; font-size: 18px; font-weight: bold; color: ${color} }
.leaf { width: 34px; height: 34px; background: ${color}; border-radius: ${one(random, ['0 50%', '50%', '6px 18px'])} }
.shopaddr { font-size: 9.5px; color: #666; text-align: right; line-height: 1.5 }
h1 { font-size: 30px; font-weight: normal; margin: 34px 0 16px; color: #222 }
.meta { display: grid; grid-template-columns: 120px 1fr 120px 1fr; row-gap: 4px; font-size: 10.5px } .meta .k { color: #777 }
.addr { display: flex; gap: 40px; margin-top: 22px } .addr div { flex: 1; line-height: 1.5 } .addr .k { color: ${color}; font-weight: bold; font-size: 9.5px; text-transform: uppercase; letter-spacing: .5px; margin-bottom: 3px }
.items { width: 100%; margin-top: 26px } .items th { font-size: 9.5px; color: #777; text-align: left; font-weight: normal; padding: 6px 6px; border-bottom: 2px solid ${color} }
.items td { padding: 8px 6px; border-bottom: 1px solid #e6e6e6; vertical-align: top } .detail { font-size: 9px; color: #888 }
.tot { width: 300px; margin: 14px 0 0 auto } .tot td { padding: 4px 6px } .tot tr.g td { font-size: 14px; font-weight: bold; border-top: 1px solid #333; padding-top: 8px }
.paid { margin-top: 22px; align-self: flex-start; border: 2px solid ${color}; color: ${color}; border-radius: 16px; padding: 6px 16px; font-weight: bold }
.note { margin-top: 10px; color: #555; line-height: 1.5 }
.foot { font-size: 8.5px; color: #777; text-align: center; border-top: 1px solid #ddd; padding-top: 8px; line-height: 1.6 }`;
  const body = `
<div class="top"><div class="mark"><div class="leaf"></div>${esc(seller)}</div>
<div class="shopaddr">${esc(at[0])}<br>${esc(at[1])}<br>klantenservice@${domain}<br>www.${domain}</div></div>
<h1>Factuur</h1>
<div class="meta"><span class="k">Factuurnummer</span><span>${esc(number)}</span><span class="k">Bestelnummer</span><span>${esc(order)}</span>
<span class="k">Factuurdatum</span><span>${d(iso)}</span><span class="k">Besteldatum</span><span>${d(ordered)}</span>
<span class="k">Klantnummer</span><span>${digits(random, 5)}</span><span class="k">Betaalmethode</span><span>iDEAL</span></div>
<div class="addr"><div><div class="k">Factuuradres</div>${esc(customer)}<br>${business ? `t.a.v. ${esc(person)}<br>` : ''}${esc(billing[0])}<br>${esc(billing[1])}${business ? `<br>Btw-nr. ${nlVat(random)}` : ''}</div>
<div><div class="k">Afleveradres</div>${delivery.map(esc).join('<br>')}</div></div>
<table class="items"><tr><th style="width:70px">Art.nr.</th><th>Omschrijving</th><th class="r" style="width:50px">Aantal</th><th class="r" style="width:80px">Prijs${inclusive ? '' : ' excl.'}</th><th class="r" style="width:45px">Btw</th><th class="r" style="width:80px">Totaal</th></tr>
${lines.map((l) => `<tr><td>${l.sku}</td><td>${esc(l.desc.split('\n')[0])}${l.desc.includes('\n') ? `<br><span class="detail">${esc(l.desc.split('\n')[1])}</span>` : ''}</td><td class="r">${l.q}</td><td class="r nw">${f(l.unit)}</td><td class="r">${l.rate}%</td><td class="r nw">${f(l.amount)}</td></tr>`).join('')}</table>
<table class="tot">${inclusive ? `<tr><td>Subtotaal</td><td class="r">${f(sum(lines.map((l) => l.amount)))}</td></tr>` : ''}
${freeShipping ? '<tr><td>Verzendkosten</td><td class="r">Gratis</td></tr>' : ''}
<tr><td>Totaal excl. btw</td><td class="r">${f(subtotal)}</td></tr>
${groups.map((g) => `<tr><td>Btw ${g.rate}%${inclusive ? ` over ${f(g.base)}` : ''}</td><td class="r">${f(g.tax)}</td></tr>`).join('')}
<tr class="g"><td>Totaal incl. btw</td><td class="r">${f(total)}</td></tr></table>
<div class="paid">Betaald via iDEAL op ${d(iso)}</div>
<div class="note">Transactiereferentie ${digits(random, 16)} · Openstaand bedrag: € 0,00<br>Retourneren kan binnen 30 dagen na ontvangst. Bedankt voor je bestelling!</div>
<div class="foot push">${esc(seller)} · KvK ${kvk} · BTW ${taxId}${sellerIban ? ` · IBAN ${grouped(sellerIban)}` : ''}<br>Op al onze leveringen zijn de algemene voorwaarden van toepassing · Pagina 1 van 1</div>`;

  const line_items: LineItem[] = lines.map((l) => ({ description: l.desc, quantity: l.q, unit_price: l.unit, amount: l.amount, tax_rate: l.rate }));
  return {
    language: 'nl',
    html: page('nl', css, body),
    fields: fields({
      supplier_name: seller, supplier_tax_id: taxId, customer_name: customer, invoice_number: number, po_number: order, date: iso,
      currency: 'EUR', subtotal, total_tax: tax, total_amount: total, amount_due: 0, iban: sellerIban,
    }),
    line_items,
  };
}
