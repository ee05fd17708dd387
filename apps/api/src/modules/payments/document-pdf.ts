import type { InvoiceBuyer } from '../../db/schema';
import { localDate } from '@screenspot/contracts/booking';
import { centsToFils } from '@screenspot/contracts/rates';
import { translator } from '../../i18n';
import { deadlineParts } from '@screenspot/contracts/deadline';
import { printedUnit } from './invoice-lines';
import { rightToLeft, visualOrder } from '../../pdf-arabic';
import { pdfColours, startPdf } from '../../pdf';

const { ink, muted, brand } = pdfColours;

export type DocumentLine = {
  description: string;
  detail: string;
  /** Spot-days: one spot in one daypart for one day is the unit. */
  spots: number;
  plays: number | null;
  unitPriceCents: string | null;
  netCents: number;
  vatRateBasisPoints: number;
  vatCents: number;
  totalCents: number;
};

/** A tax invoice or a credit note as printed: UAE particulars, lines, totals in USD and AED. */
export type TaxDocument = {
  title: 'Tax Invoice' | 'Tax Credit Note';
  number: string;
  issuedAt: Date;
  supplyDate: string;
  refersTo?: string;
  /** When the invoice a credit note corrects was issued. */
  refersToIssuedAt?: Date;
  reason?: string;
  supplier: { name: string; address: string; trn: string };
  buyer: InvoiceBuyer;
  lines: DocumentLine[];
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  aedRate: string;
  /** The first and last day of the orders' schedules (the supply period of the e-invoice). */
  period?: { start: string; end: string } | null;
  /** Paid (an invoice) or refunded (a credit note) by card rather than bank transfer. */
  paidByCard?: boolean;
  payment?: {
    status: string;
    paidCents: number;
    dueAt: Date | null;
    bank: { beneficiary: string; iban: string; bank: string; reference: string } | null;
  };
};

const usd = (cents: number) =>
  `USD ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const aed = (cents: number) =>
  `AED ${(centsToFils(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

type Align = 'left' | 'right' | 'center';

/**
 * Renders the document with pdfkit; resolves with the whole file. Every label is printed in English
 * and in Arabic, as UAE tax invoices commonly are: the English on the left of its place, the Arabic
 * (Noto Naskh Arabic, shaped by fontkit, right to left) on the right or on the line below.
 */
export function renderTaxDocument(doc: TaxDocument): Promise<Buffer> {
  const en = translator('en', 'documents');
  const ar = translator('ar', 'documents');
  const isInvoice = doc.title === 'Tax Invoice';
  const { pdf, done } = startPdf(
    {
      size: 'A4',
      margin: 48,
      info: { Title: `${doc.title} ${doc.number}` },
    },
    { arabic: true },
  );

  /**
   * One line of Arabic at a place; the English flow around it is left as it was (its position and
   * font), so labels can sit beside English text on the same line.
   */
  const arabic = (
    text: string,
    x: number,
    y: number,
    options: { width: number; align?: Align; size: number; bold?: boolean; color?: string },
  ) => {
    const saved = { x: pdf.x, y: pdf.y };
    pdf
      .font(options.bold ? 'Arabic-Bold' : 'Arabic')
      .fontSize(options.size)
      .fillColor(options.color ?? ink)
      .text(visualOrder(text), x, y, {
        ...rightToLeft,
        width: options.width,
        align: options.align ?? 'right',
      });
    pdf.x = saved.x;
    pdf.y = saved.y;
  };

  const left = 48;
  const width = pdf.page.width - 96;
  pdf.fillColor(brand).font('Helvetica-Bold').fontSize(20).text('ScreenSpot', left, 48);
  pdf.fillColor(ink).fontSize(18).text(doc.title, left, 48, { width, align: 'right' });
  const titleKey = isInvoice ? 'title.invoice' : 'title.creditNote';
  arabic(ar(titleKey), left, 68, { width, size: 15, bold: true });

  // The particulars: English label and value on the left of the block, the Arabic label on its right.
  const blockWidth = 300;
  const blockX = left + width - blockWidth;
  let headY = 98;
  const particular = (english: string, arabicLabel: string) => {
    pdf.font('Helvetica').fontSize(10).fillColor(muted);
    pdf.text(english, blockX, headY, { width: blockWidth - 90 });
    arabic(arabicLabel, blockX, headY - 3, { width: blockWidth, size: 10, color: muted });
    headY += 15;
  };
  particular(`${en('number')} ${doc.number}`, ar('number'));
  // The issue date is the date in Dubai, as the supply date is: a UTC date is a day early after 20:00 UTC.
  particular(`${en('issueDate')}: ${localDate(doc.issuedAt)}`, ar('issueDate'));
  particular(`${en('supplyDate')}: ${doc.supplyDate}`, ar('supplyDate'));
  if (doc.refersTo) {
    particular(en('refersTo', { number: doc.refersTo }), ar('refersTo', { number: doc.refersTo }));
  }

  const partiesTop = Math.max(160, headY + 12);
  const column = width / 2 - 8;
  const party = (
    x: number,
    label: [string, string],
    name: string,
    lines: string[],
    trn: string | null,
  ) => {
    pdf.font('Helvetica').fillColor(muted).fontSize(9).text(label[0], x, partiesTop);
    arabic(label[1], x, partiesTop - 3, { width: column, size: 9, color: muted });
    pdf
      .fillColor(ink)
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(name, x, partiesTop + 14, { width: column });
    pdf.font('Helvetica').fontSize(10);
    for (const line of lines) pdf.text(line, { width: column });
    const trnY = pdf.y;
    pdf.text(`${en('trn')}: ${trn ?? en('notRegistered')}`, x, trnY, { width: column });
    const after = pdf.y;
    arabic(trn ? ar('trn') : `${ar('trn')}: ${ar('notRegistered')}`, x, trnY - 3, {
      width: column,
      size: 9,
      color: muted,
    });
    pdf.y = after;
  };
  party(
    left,
    [en('supplier'), ar('supplier')],
    doc.supplier.name,
    [doc.supplier.address],
    doc.supplier.trn,
  );
  const suppliersEnd = pdf.y;
  const rightX = left + width / 2 + 8;
  party(
    rightX,
    [en('customer'), ar('customer')],
    doc.buyer.companyName,
    // Addressed to the agency's client (decision 0060): its billing address and contact.
    doc.buyer.address
      ? [...doc.buyer.address.split(/\r?\n/), doc.buyer.contactEmail ?? doc.buyer.email]
      : [`${doc.buyer.name} · ${doc.buyer.email}`],
    doc.buyer.trn,
  );

  // The lines: one per order and daypart, in spot-days at the daypart's price.
  let y = Math.max(partiesTop + 100, suppliersEnd + 24, pdf.y + 24);
  const cols = [
    { key: 'description', x: left, w: 170 },
    { key: 'spots', x: left + 172, w: 40, right: true },
    { key: 'plays', x: left + 214, w: 48, right: true },
    { key: 'unitPrice', x: left + 264, w: 62, right: true },
    { key: 'net', x: left + 328, w: 64, right: true },
    { key: 'vat', x: left + 394, w: 56, right: true },
    { key: 'total', x: left + 452, w: width - 452, right: true },
  ] as const;
  pdf.rect(left, y - 6, width, 34).fill('#eef2ff');
  for (const col of cols) {
    pdf.fillColor(ink).font('Helvetica-Bold').fontSize(9);
    pdf.text(en(`columns.${col.key}`), col.x, y, {
      width: col.w,
      align: 'right' in col ? 'right' : 'left',
    });
    arabic(ar(`columns.${col.key}`), col.x, y + 10, {
      width: col.w,
      size: 8,
      align: 'right' in col ? 'right' : 'left',
    });
  }
  y += 36;
  pdf.font('Helvetica').fontSize(9);
  for (const line of doc.lines) {
    const rate = `${line.vatRateBasisPoints / 100}%`;
    const unit = line.unitPriceCents === null ? '—' : printedUnit(line.unitPriceCents);
    pdf
      .fillColor(ink)
      .font('Helvetica-Bold')
      .text(line.description, cols[0]!.x, y, { width: cols[0]!.w });
    const descriptionBottom = pdf.y;
    pdf
      .font('Helvetica')
      .fillColor(muted)
      .text(line.detail, cols[0]!.x, descriptionBottom, { width: cols[0]!.w });
    const detailBottom = pdf.y;
    pdf.fillColor(ink);
    const values = [
      String(line.spots),
      line.plays === null ? '—' : String(line.plays),
      unit,
      usd(line.netCents),
      `${usd(line.vatCents)} (${rate})`,
      usd(line.totalCents),
    ];
    values.forEach((value, i) => {
      const col = cols[i + 1]!;
      pdf.text(value, col.x, y, { width: col.w, align: 'right' });
    });
    const vatInAed = aed(line.vatCents);
    pdf.fillColor(muted).text(`${en('vatInAed')}: ${vatInAed}`, cols[5]!.x - 40, pdf.y, {
      width: cols[5]!.w + 40,
      align: 'right',
    });
    arabic(`${ar('vatInAed')}: ${vatInAed}`, cols[5]!.x - 60, pdf.y - 1, {
      width: cols[5]!.w + 60,
      size: 8,
      color: muted,
    });
    pdf.y += 11;
    y = Math.max(detailBottom, pdf.y) + 10;
    pdf
      .moveTo(left, y - 4)
      .lineTo(left + width, y - 4)
      .strokeColor('#e2e8f0')
      .stroke();
  }

  // Totals in both currencies, AED at the peg; the Arabic label closes each row.
  y += 8;
  const labelX = left + width - 380;
  const row = (label: [string, string], a: string, b: string, bold = false) => {
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(ink);
    pdf.text(label[0], labelX, y, { width: 100 });
    pdf.text(a, labelX + 100, y, { width: 90, align: 'right' });
    pdf.text(b, labelX + 190, y, { width: 90, align: 'right' });
    arabic(label[1], labelX + 280, y - 3, { width: 100, size: 10, bold });
    y += 18;
  };
  row([en('subtotal'), ar('subtotal')], usd(doc.subtotalCents), aed(doc.subtotalCents));
  row([en('vatRate'), ar('vatRate')], usd(doc.vatCents), aed(doc.vatCents));
  const totalKey = isInvoice ? 'total' : 'totalCredited';
  row([en(totalKey), ar(totalKey)], usd(doc.totalCents), aed(doc.totalCents), true);
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor(muted)
    .text(en('aedRate', { rate: doc.aedRate }), labelX, y, { width: 380, align: 'right' });
  arabic(ar('aedRate', { rate: doc.aedRate }), labelX, y + 10, {
    width: 380,
    size: 8,
    color: muted,
  });
  y += 36;

  if (doc.reason) {
    pdf
      .font('Helvetica')
      .fontSize(10)
      .fillColor(ink)
      .text(`${en('reason')}: ${doc.reason}`, left, y, { width: width - 110 });
    arabic(ar('reason'), left, y - 3, { width, size: 10 });
    y = pdf.y + 12;
  }
  if (doc.payment) {
    const p = doc.payment;
    const headingKey = p.status === 'paid' ? 'paid' : 'howToPay';
    pdf.font('Helvetica-Bold').fontSize(11).fillColor(ink).text(en(headingKey), left, y);
    arabic(ar(headingKey), left, y - 3, { width, size: 11, bold: true });
    const balance = usd(Math.max(0, doc.totalCents - p.paidCents));
    const amountsY = pdf.y;
    pdf
      .font('Helvetica')
      .fontSize(10)
      .text(
        `${en('received')}: ${usd(p.paidCents)} · ${en('balanceDue')}: ${balance}`,
        left,
        amountsY,
      );
    arabic(
      `${ar('received')}: ${usd(p.paidCents)} · ${ar('balanceDue')}: ${balance}`,
      left,
      pdf.y - 2,
      {
        width,
        size: 9,
      },
    );
    pdf.y += 14;
    pdf.x = left;
    if (p.bank && p.status !== 'paid') {
      pdf.font('Helvetica').fontSize(10);
      const bankY = pdf.y;
      pdf.text(
        en('bankTransfer', { beneficiary: p.bank.beneficiary, bank: p.bank.bank }),
        left,
        bankY,
      );
      pdf.text(`IBAN ${p.bank.iban}`);
      pdf.text(`${en('reference')}: ${p.bank.reference}`);
      if (p.dueAt) pdf.text(en('payBy', deadlineParts(p.dueAt, 'en')));
      arabic(`${ar('reference')}: ${p.bank.reference}`, left, pdf.y + 2, { width, size: 9 });
      if (p.dueAt) {
        arabic(ar('payBy', deadlineParts(p.dueAt, 'ar')), left, pdf.y + 15, { width, size: 9 });
      }
    }
  }
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor(muted)
    .text(en('footer'), left, pdf.page.height - 76, { width, align: 'center' });
  arabic(ar('footer'), left, pdf.page.height - 64, {
    width,
    size: 8,
    align: 'center',
    color: muted,
  });
  pdf.end();
  return done;
}
