/**
 * The bill as a printable PDF (document 1 section 1: bill PDF): the utility's header, the account,
 * service address and period, the amount due and due date, the account summary, the charge lines,
 * the usage graph and a payment stub with a reference, on one A4 page. DejaVu Sans is embedded (from
 * the dejavu-fonts-ttf package), so every Latin letter prints: Setswana names such as "Ntšhekang"
 * included, which the PDF standard fonts (WinAnsi) cannot show.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { BillDetails } from '../../src/domain/bill.ts';
import { utilityContacts } from '../../src/domain/constants.ts';
import { formatDate, moneyParts } from '../../src/domain/format.ts';
import { localeTags, type Language } from '../../src/domain/language.ts';
import { billPdfWords } from './billPdfText.ts';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const regular = path.join(fontDir, 'DejaVuSans.ttf');
const bold = path.join(fontDir, 'DejaVuSans-Bold.ttf');
/** The embedded fonts, shared by every PDF the server makes (bills, letters). */
export const billFonts = { regular, bold } as const;

export const utilityName = 'Kgalagadi Power';

/**
 * The reference a payment quotes: the bill number and a Luhn check digit, so a mistyped reference
 * is caught where it is keyed in.
 */
export function paymentReference(billNumber: string): string {
  const digits = billNumber.replace(/\D/g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const purple = '#3d1a5c';
const muted = '#555555';

/** The bill's PDF, as bytes. */
export function renderBillPdf(bill: BillDetails, language: Language): Promise<Buffer> {
  const w = billPdfWords(language);
  const locale = localeTags[language];
  const money = (value: number) => {
    const { amount, credit } = moneyParts(value, locale);
    return credit ? `${amount} CR` : amount;
  };
  const day = (value: string) => formatDate(value, locale);
  const kwh = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${w.title} ${bill.billNumber}`, Author: utilityName, Subject: bill.accountNumber } });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 40;
  const right = doc.page.width - 40;
  const width = right - left;

  // ---- header
  doc.rect(0, 0, doc.page.width, 70).fill(purple);
  doc.fillColor('#ffffff').font('bold').fontSize(20).text(utilityName, left, 18);
  doc.font('body').fontSize(9).text(fill(w.contact, { phone: utilityContacts.customerCarePhone, email: utilityContacts.customerSupportEmail }), left, 46);
  doc.font('bold').fontSize(14).text(w.title, left, 22, { width, align: 'right' });
  doc.fillColor('#000000');

  // ---- account facts (left) and amount due (right)
  let y = 88;
  const facts: [string, string][] = [
    [w.customer, bill.customerName],
    [w.account, bill.accountNumber],
    [w.address, bill.serviceAddress],
    [w.billNumber, bill.billNumber],
    [w.billDate, day(bill.billDate)],
    [w.period, `${day(bill.periodStart)} – ${day(bill.periodEnd)} (${bill.days} ${w.days})`],
    [w.tariff, bill.tariffName],
  ];
  for (const [label, value] of facts) {
    doc.font('body').fontSize(8).fillColor(muted).text(label, left, y);
    doc.font('bold').fontSize(10).fillColor('#000000').text(value, left + 100, y - 1, { width: 230 });
    y = Math.max(doc.y, y + 13) + 2;
  }
  const boxX = left + 350;
  doc.roundedRect(boxX, 88, right - boxX, 92, 6).lineWidth(1.5).stroke(purple);
  doc.font('body').fontSize(10).fillColor(muted).text(w.amountDue, boxX + 12, 98);
  doc.font('bold').fontSize(22).fillColor(purple).text(money(bill.balance < 0 ? bill.balance : bill.amountDue), boxX + 12, 114);
  doc.font('body').fontSize(10).fillColor('#000000').text(bill.balance < 0 ? w.credit : `${w.dueDate}: ${day(bill.dueDate)}`, boxX + 12, 146, { width: right - boxX - 24 });

  y = Math.max(y, 190) + 6;
  const notes: string[] = [];
  if (bill.isPastDue) notes.push(fill(w.pastDue, { amount: money(bill.pastDueAmount) }));
  if (bill.estimated) notes.push(w.estimated);
  for (const note of notes) {
    doc.font('bold').fontSize(9).fillColor('#8a1c12').text(note, left, y, { width });
    y = doc.y + 4;
  }
  doc.fillColor('#000000');

  // ---- account summary
  const heading = (text: string) => {
    doc.font('bold').fontSize(12).fillColor(purple).text(text, left, y);
    doc.fillColor('#000000');
    y = doc.y + 4;
  };
  const row = (cells: { text: string; x: number; width: number; align?: 'left' | 'right' }[], strong = false) => {
    doc.font(strong ? 'bold' : 'body').fontSize(9);
    let bottom = y;
    for (const cell of cells) {
      doc.text(cell.text, cell.x, y, { width: cell.width, align: cell.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
    }
    y = bottom + 3;
  };
  const rule = () => {
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).stroke('#bbbbbb');
    y += 4;
  };
  heading(w.summary);
  const amountX = right - 120;
  for (const [label, value] of [
    [w.previous, bill.previousBalance],
    [w.payments, -bill.paymentsReceived],
    [w.forward, bill.balanceForward],
    [w.current, bill.currentCharges],
  ] as const) {
    row([
      { text: label, x: left, width: 300 },
      { text: money(value), x: amountX, width: 120, align: 'right' },
    ]);
  }
  rule();
  row(
    [
      { text: w.total, x: left, width: 300 },
      { text: money(bill.totalOnBill), x: amountX, width: 120, align: 'right' },
    ],
    true,
  );

  // ---- charges
  y += 8;
  heading(w.charges);
  const cols = { charge: left, quantity: left + 250, rate: left + 330, amount: amountX };
  row(
    [
      { text: w.charge, x: cols.charge, width: 240 },
      { text: w.quantity, x: cols.quantity, width: 75, align: 'right' },
      { text: w.rate, x: cols.rate, width: 100, align: 'right' },
      { text: w.amount, x: cols.amount, width: 120, align: 'right' },
    ],
    true,
  );
  rule();
  for (const line of bill.lines) {
    const name = fill(w.lines[line.code] ?? w.lines.other ?? line.code, { rate: String(line.rate ?? '') });
    row([
      { text: name, x: cols.charge, width: 240 },
      { text: line.quantity === null ? '' : `${kwh(line.quantity)} kWh`, x: cols.quantity, width: 75, align: 'right' },
      { text: line.rate === null || line.kind === 'tax' ? '' : `${money(line.rate / 100)} ${w.perKwh}`, x: cols.rate, width: 100, align: 'right' },
      { text: money(line.amount), x: cols.amount, width: 120, align: 'right' },
    ]);
  }
  rule();
  row(
    [
      { text: w.current, x: left, width: 300 },
      { text: money(bill.currentCharges), x: amountX, width: 120, align: 'right' },
    ],
    true,
  );

  // ---- usage graph
  y += 8;
  heading(w.usage);
  y += 10; // room for the tallest bar's figure
  const graphHeight = 70;
  const months = bill.usageHistory;
  const most = Math.max(1, ...months.map((m) => m.kwh));
  const slot = width / Math.max(1, months.length);
  months.forEach((m, index) => {
    const barHeight = Math.max(1, Math.round((m.kwh / most) * graphHeight));
    const x = left + index * slot + 4;
    const latest = index === months.length - 1;
    doc.rect(x, y + graphHeight - barHeight, slot - 8, barHeight).fill(latest ? purple : m.estimated ? '#e8c56a' : '#b9a6da');
    doc.fillColor(muted).font('body').fontSize(6.5);
    doc.text(kwh(m.kwh), x - 2, y + graphHeight - barHeight - 9, { width: slot - 4, align: 'center' });
    const label = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(`${m.month}-01T00:00:00Z`));
    doc.text(label, x - 2, y + graphHeight + 3, { width: slot - 4, align: 'center' });
  });
  doc.fillColor('#000000');
  y += graphHeight + 18;

  // ---- payment stub, below a dashed cut line at the foot of the page
  const stubTop = doc.page.height - 40 - 110;
  doc.moveTo(left, stubTop).lineTo(right, stubTop).dash(4, { space: 3 }).lineWidth(0.8).stroke(muted).undash();
  doc.font('bold').fontSize(12).fillColor(purple).text(w.stub, left, stubTop + 10);
  doc.font('body').fontSize(8).fillColor(muted).text(w.stubNote, left, stubTop + 27, { width: 300 });
  const stub: [string, string][] = [
    [w.customer, bill.customerName],
    [w.account, bill.accountNumber],
    [w.billNumber, bill.billNumber],
    [w.dueDate, day(bill.dueDate)],
  ];
  stub.forEach(([label, value], index) => {
    const sy = stubTop + 46 + index * 14;
    doc.font('body').fontSize(8).fillColor(muted).text(label, left, sy);
    doc.font('bold').fontSize(9).fillColor('#000000').text(value, left + 100, sy - 1, { width: 220 });
  });
  doc.roundedRect(boxX, stubTop + 12, right - boxX, 86, 6).lineWidth(1).stroke(purple);
  doc.font('body').fontSize(9).fillColor(muted).text(w.amountDue, boxX + 10, stubTop + 20);
  doc.font('bold').fontSize(16).fillColor('#000000').text(money(bill.amountDue), boxX + 10, stubTop + 33);
  doc.font('body').fontSize(9).fillColor(muted).text(w.reference, boxX + 10, stubTop + 58);
  doc.font('bold').fontSize(12).fillColor('#000000').text(paymentReference(bill.billNumber), boxX + 10, stubTop + 71);

  doc.end();
  return done;
}
