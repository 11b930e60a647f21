/**
 * A letter of credit or of service as a printable PDF (issue 15): the utility's header, the
 * reference and date, who it is for, the facts written when it was issued, and how anyone holding it
 * checks it on /VerificationService with its reference and code. DejaVu Sans is embedded, as on the
 * bill, so Setswana names print.
 */
import PDFDocument from 'pdfkit';
import { utilityContacts } from '../../src/domain/constants.ts';
import { formatDate, moneyParts } from '../../src/domain/format.ts';
import { localeTags, type Language } from '../../src/domain/language.ts';
import type { LetterVerification } from '../../src/domain/letterOfCredit.ts';
import { billFonts, utilityName } from '../billing/billPdf.ts';
import { letterPdfWords } from './letterPdfText.ts';

const purple = '#3d1a5c';

/** The letter's PDF, as bytes; `portalUrl` is where /VerificationService is ('' prints the path only). */
export function renderLetterPdf(letter: LetterVerification, language: Language, portalUrl = ''): Promise<Buffer> {
  const w = letterPdfWords(language);
  const locale = localeTags[language];
  const { facts } = letter;
  const money = (value: number) => moneyParts(value, locale).amount;
  const day = (value: string) => formatDate(value, locale);
  const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
  const services = facts.services.map((s) => w.services[s as keyof typeof w.services] ?? s).join(', ') || w.noService;
  const title = letter.kind === 'accountStanding' ? w.titleCredit : w.titleService;

  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${title} ${letter.reference}`, Author: utilityName, Subject: facts.accountNumber } });
  doc.registerFont('body', billFonts.regular);
  doc.registerFont('bold', billFonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 50;
  const width = doc.page.width - 100;

  doc.rect(0, 0, doc.page.width, 70).fill(purple);
  doc.fillColor('#ffffff').font('bold').fontSize(20).text(utilityName, left, 18);
  doc.font('body').fontSize(9).text(fill(w.contact, { phone: utilityContacts.customerCarePhone, email: utilityContacts.customerSupportEmail }), left, 46);
  doc.font('bold').fontSize(14).text(title, left, 22, { width, align: 'right' });

  doc.fillColor('#000000').font('body').fontSize(10);
  doc.text(`${w.reference}: ${letter.reference}`, left, 95);
  doc.text(`${w.date}: ${day(letter.issuedAt)}`, left, 110);
  doc.moveDown(1.5);
  doc.font('bold').text(letter.addressee ? fill(w.to, { addressee: letter.addressee }) : w.toWhom, left);
  doc.moveDown(1);
  doc.font('bold').fontSize(12).fillColor(purple).text(title, left);
  doc.moveDown(0.5);
  doc.font('body').fontSize(10.5).fillColor('#000000');
  const values = {
    holder: facts.holderName,
    account: facts.accountNumber,
    address: facts.serviceAddress,
    since: day(facts.customerSince),
    date: day(letter.issuedAt),
    bills: facts.billsInPeriod,
    arrears: facts.billsWithArrears,
    due: money(facts.amountDueThebe / 100),
    pastDue: money(facts.pastDueThebe / 100),
    services,
  };
  if (letter.kind === 'accountStanding') {
    doc.text(fill(w.creditBody, values), { width, lineGap: 3 });
    doc.moveDown(0.6);
    doc.text(fill(w.creditRecord, values), { width, lineGap: 3 });
    doc.moveDown(0.6);
    doc.text(fill(facts.pastDueThebe > 0 ? w.creditBalance : w.creditBalanceClear, values), { width, lineGap: 3 });
  } else {
    doc.text(fill(w.serviceBody, values), { width, lineGap: 3 });
    doc.moveDown(0.6);
    doc.text(facts.active ? fill(w.serviceActive, values) : fill(w.serviceInactive, values), { width, lineGap: 3 });
  }
  doc.moveDown(0.6);
  doc.text(w.closing, { width, lineGap: 3 });
  doc.moveDown(2);
  doc.text(w.signature, left);
  doc.font('bold').text(`${w.signatureTeam}, ${utilityName}`, left);

  const boxY = Math.max(doc.y + 30, 600);
  doc.roundedRect(left, boxY, width, 86, 6).lineWidth(1.5).stroke(purple);
  doc.font('bold').fontSize(11).fillColor(purple).text(w.checkTitle, left + 14, boxY + 12, { width: width - 28 });
  doc.font('body').fontSize(10).fillColor('#000000').text(fill(w.checkBody, { url: `${portalUrl}/VerificationService` }), left + 14, boxY + 30, { width: width - 28 });
  doc.font('bold').fontSize(12).text(`${w.reference}: ${letter.reference}     ${w.code}: ${letter.code}`, left + 14, boxY + 60, { width: width - 28 });
  doc.end();
  return done;
}
