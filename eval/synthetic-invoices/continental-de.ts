/**
 * German craftsman's invoice written in a word processor: letterhead, the window envelope address under a small
 * sender line, an info block, "Bauvorhaben" and the service period, labour and material positions, net, 19 %
 * MwSt. and the invoice amount (less an advance payment sometimes), payment terms without a date, § 35a note.
 */
import type { Random } from './content.ts';
import {
  type Built, type LineItem, DOTS, addDays, chance, date, deVat, digits, esc, fields, grouped, iban, int, num, one, page,
  price, r2, randomDate, sample, sum,
} from './continental-common.ts';

type Pos = [text: string, unit: string, lo: number, hi: number, qlo: number, qhi: number, dec: boolean, labour: boolean];
const TRADES: { names: string[]; master: string; pos: Pos[] }[] = [
  {
    names: ['Malerbetrieb {S}', 'Malermeister {F} {S}', 'Maler- und Lackierbetrieb {S}'], master: 'Malermeister',
    pos: [['Wandflächen spachteln Q3 und schleifen', 'm²', 6.5, 11, 12, 90, true, true], ['Dispersionsfarbe weiß, zweimal streichen', 'm²', 4.8, 8.5, 20, 160, true, true],
      ['Abdeck- und Abklebearbeiten', 'psch.', 60, 180, 1, 1, false, true], ['Dispersionsfarbe Premium 12,5 l', 'Eimer', 48, 89, 1, 6, false, false],
      ['Malerkrepp 38 mm', 'Rolle', 3.2, 6.9, 2, 12, false, false], ['Gesellenstunden', 'Std.', 48, 62, 2, 24, true, true],
      ['Heizkörper lackieren inkl. Vorbehandlung', 'Stk.', 45, 85, 1, 6, false, true], ['Anfahrtspauschale', 'psch.', 25, 45, 1, 1, false, true]],
  },
  {
    names: ['Elektro {S}', 'Elektrotechnik {S}', 'Elektromeister {F} {S}'], master: 'Elektromeister',
    pos: [['Steckdose Gira System 55 setzen und anschließen', 'Stk.', 28, 45, 2, 14, false, true], ['Mantelleitung NYM-J 3x1,5 mm² verlegen', 'm', 3.9, 7.5, 10, 80, false, true],
      ['FI-Schutzschalter 40 A / 30 mA', 'Stk.', 39, 79, 1, 3, false, false], ['Unterverteilung 3-reihig, Aufputz', 'Stk.', 89, 189, 1, 1, false, false],
      ['Monteurstunden', 'Std.', 52, 68, 1, 16, true, true], ['E-Check nach DGUV V3, Prüfprotokoll', 'psch.', 95, 180, 1, 1, false, true],
      ['LED-Einbaustrahler 230 V, warmweiß', 'Stk.', 14, 29, 2, 12, false, false], ['Kleinmaterial (Klemmen, Dübel, Schrauben)', 'psch.', 12, 35, 1, 1, false, false]],
  },
  {
    names: ['Sanitär- und Heizungsbau {S}', 'Heizung Sanitär {S}', 'Haustechnik {S}'], master: 'Installateur- und Heizungsbauermeister',
    pos: [['Wartung Gas-Brennwerttherme inkl. Abgasmessung', 'psch.', 129, 189, 1, 1, false, true], ['Dichtungssatz Brenner', 'Stk.', 18, 39, 1, 2, false, false],
      ['Thermostatkopf Danfoss RA 2000', 'Stk.', 19, 34, 1, 8, false, false], ['Waschtischarmatur Grohe Eurosmart', 'Stk.', 79, 149, 1, 2, false, false],
      ['Kundendienststunden', 'Std.', 58, 72, 1, 10, true, true], ['Entsorgung Altmaterial', 'psch.', 15, 45, 1, 1, false, true],
      ['Heizungsanlage entlüften, Druck prüfen', 'psch.', 45, 75, 1, 1, false, true], ['Kupferrohr 15 mm, inkl. Fittings', 'm', 9.5, 16, 2, 20, true, false]],
  },
  {
    names: ['Tischlerei {S}', 'Schreinerei {S}', 'Holzwerkstatt {S}'], master: 'Tischlermeister',
    pos: [['Einbauschrank Eiche furniert nach Aufmaß', 'Stk.', 1450, 2900, 1, 1, false, false], ['Zimmertür einbauen inkl. Zarge', 'Stk.', 140, 220, 1, 4, false, true],
      ['Leimholzplatte Buche 27 mm', 'm²', 48, 79, 1, 6, true, false], ['Tischlerstunden', 'Std.', 54, 68, 2, 30, true, true],
      ['Sockelleisten montieren', 'm', 6.5, 11, 10, 60, true, true], ['Beschläge und Kleinmaterial', 'psch.', 25, 90, 1, 1, false, false],
      ['Aufmaß und Beratung vor Ort', 'psch.', 45, 90, 1, 1, false, true], ['Anfahrt', 'km', 0.6, 0.9, 10, 60, false, true]],
  },
];
const SURN = ['Becker', 'Schulze', 'Meier', 'Hartmann', 'Krause', 'Vogel', 'Hoffmann', 'Wagner', 'Schröder', 'Neumann', 'Zimmermann', 'Braun', 'Lange', 'Kühn', 'Brandt'];
const FIRST = ['Klaus', 'Jens', 'Stefan', 'Thomas', 'Sabine', 'Andreas', 'Petra', 'Michael', 'Uwe', 'Birgit', 'Frank', 'Monika'];
const CITIES: [string, string][] = [['Kassel', '341'], ['Göttingen', '370'], ['Fulda', '360'], ['Bielefeld', '336'], ['Osnabrück', '490'], ['Würzburg', '970'], ['Regensburg', '930'], ['Freiburg im Breisgau', '791'], ['Ulm', '890'], ['Lüneburg', '213'], ['Paderborn', '331'], ['Bamberg', '960']];
const STREETS = ['Lindenstraße', 'Hauptstraße', 'Am Mühlbach', 'Gartenweg', 'Industriestraße', 'Schillerstraße', 'Birkenweg', 'Bahnhofstraße', 'Im Gewerbepark', 'Kirchgasse', 'Rosenstraße'];

function address(random: Random): string[] {
  const [city, plz] = one(random, CITIES);
  return [`${one(random, STREETS)} ${int(random, 1, 98)}${chance(random, 0.15) ? 'a' : ''}`, `${plz}${digits(random, 2)} ${city}`];
}

export function germanInvoice(random: Random): Built {
  const trade = one(random, TRADES);
  const surname = one(random, SURN);
  const owner = `${one(random, FIRST)} ${surname}`;
  const base = one(random, trade.names).replace('{S}', surname).replace('{F}', owner.split(' ')[0]);
  const form = base.includes('meister') ? '' : one(random, ['GmbH', 'e.K.', '', 'GmbH & Co. KG']);
  const seller = form ? `${base} ${form}` : base;
  const at = address(random);
  const taxNo = `${digits(random, 2)}/${digits(random, 3)}/${digits(random, 5)}`;
  const taxId = chance(random, 0.6) ? deVat(random) : undefined;
  const sellerIban = iban(random, 'DE');
  const phone = `0${digits(random, 3)} ${digits(random, 5)}`;

  const kind = one(random, ['Herrn', 'Frau', 'Firma', 'Herrn und Frau']);
  const custSurname = one(random, SURN.filter((s) => s !== surname));
  const customer = kind === 'Firma' ? `${one(random, ['Hausverwaltung', 'Wohnungsbau', 'Immobilien'])} ${custSurname} GmbH`
    : kind === 'Herrn und Frau' ? `${one(random, FIRST)} und ${one(random, FIRST)} ${custSurname}` : `${one(random, FIRST)} ${custSurname}`;
  const cAt = address(random);
  const site = chance(random, kind === 'Firma' ? 0.9 : 0.5) ? address(random) : cAt;

  const iso = randomDate(random);
  const endWork = addDays(iso, -int(random, 1, 14));
  const startWork = addDays(endWork, -int(random, 0, 9));
  const year = iso.slice(0, 4);
  const number = one(random, [`${year}-${String(int(random, 1, 480)).padStart(4, '0')}`, `R-${year.slice(2)}-${String(int(random, 1, 480)).padStart(3, '0')}`, `RE ${int(random, 1000, 4999)}`, `${year.slice(2)}/${String(int(random, 1, 480)).padStart(4, '0')}`]);
  const po = kind === 'Firma' && chance(random, 0.6) ? one(random, [`${digits(random, 4)}`, `AU-${year}-${digits(random, 3)}`, `${digits(random, 6)}`]) : undefined;
  const d = (x: string) => date(x, '.');
  const f = (x: number) => num(x, DOTS);

  const positions = sample(random, trade.pos, int(random, 2, 8)).map(([text, unit, lo, hi, qlo, qhi, dec, labour]) => {
    const q = dec ? int(random, qlo * 4, qhi * 4) / 4 : int(random, qlo, qhi);
    const p = price(random, lo, hi);
    return { text, unit, q, p, amount: r2(q * p), labour };
  });
  if (chance(random, 0.3)) positions[0].text += `\n${one(random, ['laut Angebot Nr. ' + digits(random, 4), 'im Bad OG', 'Wohnzimmer und Flur', 'gemäß Aufmaß vom ' + d(startWork)])}`;
  const subtotal = sum(positions.map((p) => p.amount));
  const tax = r2(subtotal * 0.19);
  const total = sum([subtotal, tax]);
  const advance = chance(random, 0.25) && total > 400 ? Math.round((total * (0.3 + random() * 0.3)) / 100) * 100 : 0;
  const due = r2(total - advance);
  const labourNet = sum(positions.filter((p) => p.labour).map((p) => p.amount));
  const terms = one(random, ['Zahlbar innerhalb von 14 Tagen ohne Abzug.', 'Zahlbar innerhalb von 10 Tagen nach Rechnungserhalt ohne Abzug.', 'Bitte überweisen Sie den Betrag innerhalb von 14 Tagen ohne Abzug auf unten stehendes Konto.', 'Zahlbar sofort nach Erhalt ohne Abzug.']);
  const font = one(random, ['"Liberation Serif", "Times New Roman"', '"Liberation Sans", Arial', '"DejaVu Serif"']);
  const color = one(random, ['#000', '#1b3f73', '#7a2e12', '#22542f']);
  const centered = chance(random, 0.5);

  const css = `
body { font-family: ${font}; font-size: 11.5px; color: #000; padding: 40px 62px 26px 74px; line-height: 1.35 }
.lh { text-align: ${centered ? 'center' : 'right'}; border-bottom: 1.5px solid ${color}; padding-bottom: 6px }
.lh .n { font-size: 23px; font-weight: bold; color: ${color}; letter-spacing: .5px } .lh .t { font-size: 11px; font-style: italic }
.row { display: flex; justify-content: space-between; margin-top: 30px }
.win { width: 320px; height: 130px } .win .snd { font-size: 7.5px; text-decoration: underline; margin-bottom: 8px }
.info { align-self: flex-start } .info td { padding: 1px 0 1px 12px; font-size: 11px } .info td:first-child { padding-left: 0 }
h2 { font-size: 15px; margin: 20px 0 6px }
.pos { width: 100%; margin-top: 12px } .pos th { text-align: left; border-bottom: 1px solid #000; padding: 3px 4px; font-size: 10.5px }
.pos td { padding: 4px 4px; vertical-align: top } .detail { font-size: 10px; font-style: italic }
.sums { width: 330px; margin: 8px 0 0 auto; border-top: 1px solid #000 } .sums td { padding: 3px 4px } .sums .g td { font-weight: bold; border-top: 1px solid #000; border-bottom: 3px double #000 }
p { margin: 8px 0 }
.foot { display: flex; justify-content: space-between; font-size: 8.5px; border-top: 1px solid ${color}; padding-top: 5px; line-height: 1.4 }`;
  const body = `
<div class="lh"><div class="n">${esc(seller)}</div><div class="t">${seller.includes(owner) ? 'Meisterbetrieb' : `${esc(trade.master)} ${esc(owner)}`} · ${esc(at[0])} · ${esc(at[1])} · Tel. ${phone}</div></div>
<div class="row">
  <div class="win"><div class="snd">${esc(seller)} · ${esc(at[0])} · ${esc(at[1])}</div>${kind === 'Herrn und Frau' ? 'Herrn und Frau' : kind}<br>${esc(customer)}<br>${kind === 'Firma' ? `z. Hd. ${one(random, ['Frau', 'Herrn'])} ${one(random, SURN)}<br>` : ''}${esc(cAt[0])}<br>${esc(cAt[1])}</div>
  <table class="info"><tr><td>Rechnungs-Nr.:</td><td>${esc(number)}</td></tr><tr><td>Datum:</td><td>${d(iso)}</td></tr><tr><td>Kunden-Nr.:</td><td>${digits(random, 5)}</td></tr>
  ${po ? `<tr><td>Ihr Auftrag:</td><td>Nr. ${esc(po)}</td></tr>` : ''}<tr><td>Steuernummer:</td><td>${taxNo}</td></tr>${taxId ? `<tr><td>USt-IdNr.:</td><td>${taxId}</td></tr>` : ''}</table>
</div>
<h2>Rechnung</h2>
<div>Bauvorhaben: ${esc(site.join(', '))}${site === cAt ? '' : ` (${one(random, ['Mietobjekt', 'Einfamilienhaus', 'Wohnung 2. OG', 'Büroräume'])})`}<br>
${startWork === endWork ? `Leistungsdatum: ${d(endWork)}` : `Leistungszeitraum: ${d(startWork)} – ${d(endWork)}`}</div>
<p>${kind === 'Firma' ? 'Sehr geehrte Damen und Herren,' : kind === 'Frau' ? `Sehr geehrte Frau ${esc(custSurname)},` : kind === 'Herrn' ? `Sehr geehrter Herr ${esc(custSurname)},` : `Sehr geehrte Familie ${esc(custSurname)},`}<br>
für die ausgeführten Arbeiten erlauben wir uns, Ihnen wie folgt zu berechnen:</p>
<table class="pos"><tr><th style="width:34px">Pos.</th><th class="r" style="width:56px">Menge</th><th style="width:44px">Einh.</th><th>Bezeichnung</th><th class="r" style="width:80px">Einzelpreis</th><th class="r" style="width:86px">Gesamtpreis</th></tr>
${positions.map((p, i) => `<tr><td>${i + 1}</td><td class="r">${num(p.q, DOTS, Number.isInteger(p.q) ? 0 : 2)}</td><td>${p.unit}</td><td>${esc(p.text.split('\n')[0])}${p.text.includes('\n') ? `<br><span class="detail">${esc(p.text.split('\n')[1])}</span>` : ''}</td><td class="r nw">${f(p.p)} €</td><td class="r nw">${f(p.amount)} €</td></tr>`).join('')}</table>
<table class="sums"><tr><td>Nettobetrag</td><td class="r">${f(subtotal)} €</td></tr><tr><td>zzgl. 19 % MwSt.</td><td class="r">${f(tax)} €</td></tr>
<tr class="g"><td>Rechnungsbetrag</td><td class="r">${f(total)} €</td></tr>
${advance ? `<tr><td>abzgl. Abschlagszahlung vom ${d(addDays(startWork, -int(random, 5, 30)))}</td><td class="r">- ${f(advance)} €</td></tr><tr class="g"><td>Noch zu zahlen</td><td class="r">${f(due)} €</td></tr>` : ''}</table>
<p style="margin-top:16px">${terms}</p>
${kind !== 'Firma' ? `<p>Im Rechnungsbetrag sind Arbeitskosten in Höhe von ${f(labourNet)} € netto (${f(r2(labourNet * 1.19))} € brutto) enthalten, die nach § 35a EStG steuerlich geltend gemacht werden können.</p>` : ''}
<p>Bitte beachten Sie: Privatkunden sind verpflichtet, diese Rechnung zwei Jahre aufzubewahren (§ 14b UStG).</p>
<p style="margin-top:14px">Mit freundlichen Grüßen<br><br>${esc(owner)}</p>
<div class="foot push"><div>${esc(seller)}<br>${esc(at[0])}<br>${esc(at[1])}<br>${form.includes('GmbH') ? 'Geschäftsführer' : 'Inhaber'}: ${esc(owner)}</div>
<div>${one(random, ['Sparkasse', 'Volksbank', 'Raiffeisenbank', 'Commerzbank'])} ${esc(at[1].replace(/^\d+ /, ''))}<br>IBAN ${grouped(sellerIban)}<br>BIC ${one(random, ['HELADEF1KAS', 'GENODEF1S01', 'COBADEFFXXX', 'BYLADEM1001'])}</div>
<div>Steuernummer ${taxNo}${taxId ? `<br>USt-IdNr. ${taxId}` : ''}<br>Handwerkskammer ${esc(at[1].replace(/^\d+ /, ''))}<br>Seite 1 von 1</div></div>`;

  const line_items: LineItem[] = positions.map((p) => ({ description: p.text, quantity: p.q, unit_price: p.p, amount: p.amount, tax_rate: null }));
  return {
    language: 'de',
    html: page('de', css, body),
    fields: fields({
      supplier_name: seller, supplier_tax_id: taxId, customer_name: customer, invoice_number: number, po_number: po, date: iso,
      currency: 'EUR', subtotal, total_tax: tax, total_amount: total, amount_due: due, iban: sellerIban,
    }),
    line_items,
  };
}
