/**
 * A Spanish taller's factura from its workshop program: a coloured band with the taller's name and FACTURA, its
 * NIF and address in a line under it, the invoice data (serie, número, fecha, cliente, orden de reparación) and the
 * client's box (with NIF) side by side, a vehicle strip (matrícula, bastidor, km), recambios and mano de obra in
 * separate groups with a discount column, the totals as a horizontal band (bruto, descuento, base imponible,
 * IVA 21 %, total factura), an entrega a cuenta deducted on some, forma de pago and vencimiento; Registro
 * Mercantil, the legal repair warranty and the data-protection clause in small print.
 */
import { esCif, esNif } from './fees-ids.ts';
import { ES_TOWNS } from './fees-names.ts';
import { groupIban, spanishBank } from './multipage-ids.ts';
import {
  addDays, built, chance, descCell, digits, dl, dls, drawLines, esc, FONTS, fmtDate, int, issueDate, NBSP, num, pad, page, pct, phone, pick, qty,
  round2, slug, span, sum, truthItem, VEHICLES, vin, type Layout, type Line, type TruthFields,
} from './workshop-common.ts';
import { address, company, esPlate, esTaller, person } from './workshop-names.ts';
import { carCatalogue } from './workshop-parts.ts';

export const esTallerInvoice: Layout = (random) => {
  const home = address(random, 'es');
  const name = esTaller(random, home.town);
  const homeTown = ES_TOWNS.find(([t]) => t === home.town) ?? ES_TOWNS[0], province = homeTown[3];
  const cif = esCif(random, name.includes('S.A.') ? 'A' : 'B', province);
  const date = issueDate(random), year = date.slice(0, 4);
  const dash = chance(random, 0.25);
  const d = (iso: string) => fmtDate(iso, dash ? '{dd}-{mm}-{yyyy}' : '{dd}/{mm}/{yyyy}', 'es');
  const n = (v: number) => num(v, ',', '.');
  const eur = (v: number) => `${n(v)}${NBSP}€`;

  const business = chance(random, 0.35);
  const who = person(random, 'es');
  const customer = business ? company(random, 'es') : pick(random, [`${who.first} ${who.last}`, `${who.last.toUpperCase()}, ${who.first.toUpperCase()}`]);
  const custId = business ? esCif(random, customer.endsWith('S.A.') ? 'A' : 'B', pick(random, ES_TOWNS)[3]) : esNif(random);
  const custAddr = address(random, 'es');
  const car = pick(random, VEHICLES);
  const entry = addDays(date, -int(random, 0, 6));

  const cat = carCatalogue(random, 'es', pick(random, [36, 38, 40, 42, 45, 48, 52, 55]));
  const disc = chance(random, 0.5) ? () => (chance(random, 0.6) ? pick(random, [5, 10, 10, 15, 20]) : 0) : () => 0;
  const code = () => pick(random, [digits(random, 8), `${pick(random, ['REC', 'R'])}${digits(random, 5)}`, `${digits(random, 3)}.${digits(random, 3)}`]);
  const parts = drawLines(random, [...cat.parts, ...cat.fees.filter((a) => a.kind === 'fee')], int(random, 1, 7), { rate: 21, code, disc });
  const labour = drawLines(random, [...cat.labour, ...cat.fees.filter((a) => a.kind === 'labour')], int(random, 1, 4), { rate: 21, code: () => pick(random, ['MO', 'M.O.', 'MOB']) });
  const lines = [...parts, ...labour];
  const gross = sum(lines.map((l) => round2(l.qty * l.price)));
  const base = sum(lines.map((l) => l.amount));
  const discount = round2(gross - base);
  const iva = pct(base, 21), total = round2(base + iva);
  const advance = chance(random, 0.18) ? Math.min(pick(random, [100, 150, 200, 300, 500]), Math.floor(total / 20) * 10) : 0;
  const due = round2(total - advance);

  const serie = pick(random, ['A', 'T', 'F', 'TA']);
  const seq = int(random, 1, 4800);
  const number = pick(random, [`${serie}${year.slice(2)}/${pad(seq, 6)}`, `${serie}-${year}-${pad(seq, 4)}`, `${serie}${year}${pad(seq, 5)}`]);
  const ot = pick(random, [`OR-${pad(int(random, 1, 99999), 5)}`, `${year.slice(2)}${pad(int(random, 1, 9999), 4)}`, `OT ${int(random, 1000, 99999)}`]);
  const custNo = pick(random, [`${int(random, 100, 9999)}`, `CL${digits(random, 5)}`, `430${digits(random, 5)}`]);
  const po = business && chance(random, 0.35) ? pick(random, [`PED-${digits(random, 5)}`, `${year}/${digits(random, 4)}`, `${int(random, 4500000000, 4509999999)}`]) : null;
  const payment = paymentTerms(random, business);
  const dueDate = addDays(date, payment.days);
  const bank = spanishBank(random), printsIban = payment.iban;
  const ibanShown = chance(random, 0.6) ? groupIban(bank.iban) : bank.iban;

  const accent = pick(random, ['#c62828', '#1565c0', '#2e7d32', '#ef6c00', '#283593', '#00695c']);
  const font = pick(random, [FONTS.sans[0], FONTS.sans[1], FONTS.sans[2]]);
  const size = font.includes('Liberation') ? 10.5 : 9.6;
  const clientLeft = chance(random, 0.5);
  const grouped = chance(random, 0.6);

  const band = `<div class="band"><div class="bname">${span(name)}</div><div class="btitle">FACTURA</div></div>
<div class="sline">${span(`NIF ${cif} · ${home.street} · ${home.city} · Tel. ${phone(random, 'es')} · ${pick(random, ['taller', 'info', 'recepcion'])}@${slug(name)}.es`)}</div>`;
  const factsRows: [string, string][] = [['Nº factura', number], ['Fecha', d(date)], ['Nº cliente', custNo], ['Orden de reparación', ot], ...(po ? [['Su pedido nº', po] as [string, string]] : [])];
  const facts = `<div class="box"><div class="lab">Datos de la factura</div><table class="kv">${factsRows.map(([k, v]) => `<tr><td>${span(k)}</td><td class="b">${span(v)}</td></tr>`).join('')}</table></div>`;
  const client = `<div class="box"><div class="lab">Cliente</div><div class="b">${span(customer)}</div>${dls([`${business ? 'CIF' : 'NIF'}: ${custId}`, custAddr.street, custAddr.city])}</div>`;
  const boxes = `<div class="two">${clientLeft ? client + facts : facts + client}</div>`;
  const veh: [string, string][] = [['Matrícula', esPlate(random)], ['Vehículo', `${car.make} ${car.model}`], ['Bastidor', vin(random, car.wmi)], ['Km', num(int(random, 6000, 260000), ',', '.', 0)], ['Entrada', d(entry)]];
  const vehicle = `<table class="veh"><tr>${veh.map(([k]) => `<th>${esc(k)}</th>`).join('')}</tr><tr>${veh.map(([, v]) => `<td>${span(v)}</td>`).join('')}</tr></table>`;

  const showDisc = lines.some((l) => l.disc);
  const cols = ['Referencia', 'Descripción', 'Cant.', 'Precio', ...(showDisc ? ['Dto. %'] : []), 'Importe'];
  const row = (l: Line) => `<tr><td class="nw">${span(l.code)}</td><td>${descCell(l)}</td><td class="r nw">${qty(l.qty, ',', l.kind === 'labour' && /^[hH]$/.test(l.unit) ? 2 : undefined)}</td><td class="r nw">${n(l.price)}</td>${showDisc ? `<td class="r">${l.disc ? String(l.disc) : ''}</td>` : ''}<td class="r nw">${n(l.amount)}</td></tr>`;
  const head = `<tr>${cols.map((c, i) => `<th${i >= 2 ? ' class="r"' : ''}>${esc(c)}</th>`).join('')}</tr>`;
  const groupRows = (label: string, ls: Line[]) => `<tr class="grp"><td colspan="${cols.length}">${span(label)}</td></tr>${ls.map(row).join('')}<tr class="gsum"><td colspan="${cols.length - 1}" class="r">${span(`Total ${label.toLowerCase()}`)}</td><td class="r nw">${n(sum(ls.map((l) => l.amount)))}</td></tr>`;
  const items = `<table class="items"><thead>${head}</thead><tbody>${grouped ? groupRows('Recambios', parts) + groupRows('Mano de obra', labour) : lines.map(row).join('')}</tbody></table>`;

  const bandCells: [string, string][] = [...(showDisc ? [['Importe bruto', eur(gross)], ['Descuento', eur(discount)]] as [string, string][] : []), ['Base imponible', eur(base)], ['% IVA', '21 %'], ['Cuota IVA', eur(iva)], ['TOTAL FACTURA', eur(total)]];
  const totals = `<table class="tband"><tr>${bandCells.map(([k]) => `<th>${esc(k)}</th>`).join('')}</tr><tr>${bandCells.map(([, v], i) => `<td class="${i === bandCells.length - 1 ? 'b' : ''}">${span(v)}</td>`).join('')}</tr></table>`
    + (advance ? `<table class="adv"><tr><td>${span(`Entrega a cuenta (${d(entry)})`)}</td><td class="r">${span(eur(-advance))}</td></tr><tr class="b"><td>${span('TOTAL A PAGAR')}</td><td class="r">${span(eur(due))}</td></tr></table>` : '');
  const pay = `<div class="pay">${dls([`Forma de pago: ${payment.label}`, `Vencimiento: ${d(dueDate)}`, ...(printsIban ? [`IBAN: ${ibanShown}`, `${bank.name} · BIC ${bank.bic}`] : [])])}</div>`;
  const small = [
    `Reparación garantizada por ${pick(random, ['3 meses o 2.000 km', '90 días o 2.000 km'])}, según el Real Decreto 1457/1986. Las piezas sustituidas quedan a disposición del cliente.`,
    'De conformidad con el RGPD (UE) 2016/679, le informamos de que sus datos se tratan para la gestión de la relación comercial y de la facturación. Puede ejercer sus derechos en la dirección del taller.',
  ];
  const footer = `<div class="foot">${dl(`${name} · NIF ${cif} · Inscrita en el Registro Mercantil de ${homeTown[1]}, Tomo ${int(random, 1000, 45000)}, Folio ${int(random, 1, 220)}, Hoja ${pick(random, ['M', 'B', 'V', 'SE', 'Z', 'MA'])}-${digits(random, 6)}`, 'reg')}</div>`;

  const css = `
.band { display: flex; justify-content: space-between; align-items: center; background: ${accent}; color: #fff; padding: 16px 40px 14px }
.bname { font-size: 1.75em; font-weight: bold } .btitle { font-size: 1.9em; font-weight: bold; letter-spacing: 0.18em }
.sline { padding: 5px 40px; font-size: 0.86em; border-bottom: 0.6px solid #bbb; color: #333 }
.main { padding: 16px 40px 0 }
.two { display: flex; gap: 18px } .box { flex: 1 1 0; border: 0.8px solid #999; border-radius: 3px; padding: 6px 10px; min-height: 86px }
.lab { font-size: 0.78em; font-weight: bold; text-transform: uppercase; color: ${accent}; margin-bottom: 3px; letter-spacing: 0.05em } .kv td { padding: 0 12px 1px 0 }
.veh { width: 100%; margin-top: 12px } .veh th { font-size: 0.78em; text-align: left; color: #555; border-bottom: 0.6px solid #999; padding: 2px 6px; text-transform: uppercase } .veh td { padding: 3px 6px; font-weight: bold }
.items { width: 100%; margin-top: 14px } .items th { border-bottom: 1.6px solid ${accent}; padding: 3px 5px; font-weight: bold; font-size: 0.9em } .items td { padding: 3px 5px }
.items tbody tr:nth-child(even) td { background: #f6f6f6 } .grp td { font-weight: bold; text-transform: uppercase; font-size: 0.85em; color: ${accent}; background: #fff !important; padding-top: 7px }
.gsum td { border-top: 0.5px solid #aaa; font-weight: bold; background: #fff !important }
.tband { width: 100%; margin-top: 14px; border: 1px solid #777 } .tband th { background: #e9e9e9; font-size: 0.8em; padding: 3px 6px; text-align: right; border: 0.6px solid #999 }
.tband td { text-align: right; padding: 4px 6px; border: 0.6px solid #999; font-size: 1.05em } .tband td.b { font-size: 1.2em }
.adv { margin: 6px 0 0 auto; min-width: 290px } .adv td { padding: 2px 6px } .adv tr.b td { border-top: 1px solid #333; font-size: 1.15em }
.pay { margin-top: 12px; padding: 6px 10px; border-left: 3px solid ${accent}; background: #fafafa }
.small { margin-top: 14px }
.foot { padding: 0 40px 20px } .reg { font-size: 0.74em; color: #555; border-top: 0.6px solid #bbb; padding-top: 4px; text-align: center }`;
  const html = page('es', font, size, css, `${band}<div class="main">${boxes}${vehicle}${items}${totals}${pay}<div class="small tiny">${small.map((t) => `<div>${esc(t)}</div>`).join('')}</div></div>${footer}`);

  const fields: TruthFields = {
    supplier_name: name, supplier_tax_id: cif, customer_name: customer, invoice_number: number, ...(po ? { po_number: po } : {}),
    date, due_date: dueDate, currency: 'EUR', subtotal: base, total_tax: iva, total_amount: total, amount_due: due, ...(printsIban ? { iban: ibanShown } : {}),
  };
  return built('es', html, fields, lines.map((l) => truthItem(l, { qty: true, price: true, rate: false })));
};

/** Forma de pago: its label, days to the vencimiento, and whether the taller's IBAN is printed. */
function paymentTerms(random: () => number, business: boolean): { label: string; days: number; iban: boolean } {
  const options = [
    { label: 'Transferencia bancaria', days: pick(random, [15, 30]), iban: true },
    { label: 'Contado', days: 0, iban: false },
    { label: 'Tarjeta de crédito/débito', days: 0, iban: false },
    { label: 'Recibo domiciliado a 30 días', days: 30, iban: false },
    { label: 'Transferencia a 60 días fecha factura', days: 60, iban: true },
  ];
  return business ? pick(random, [options[0], options[3], options[4], options[0]]) : pick(random, [options[0], options[1], options[2], options[1]]);
}
