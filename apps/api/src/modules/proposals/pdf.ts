import { deadlineParts } from '@screenspot/contracts/deadline';
import type { PublicProposal } from '@screenspot/contracts/proposal';
import PDFDocument from 'pdfkit';
import { documentMoney } from '../../money';

const ink = '#0f172a';
const muted = '#64748b';
const brand = '#4f46e5';
const rule = '#e2e8f0';

/** Lines shown on the one page; a longer plan says how many more there are. */
const mostLines = 12;
/** A line's height; a photo is drawn 4:3 within it. */
const lineHeight = 40;
const photoWidth = 40;

/**
 * One A4 page of the proposal, in English: who proposes it, the note, one line per screen (dates,
 * dayparts, spots, plays, estimated impressions, total with VAT), the totals and when it expires.
 */
/**
 * `link` is the proposal's absolute address (the terms are read beside it); `photos` the screens'
 * JPEG or PNG photos by screen id, shown small beside each line.
 */
export function renderProposalPdf(
  view: PublicProposal,
  link: string,
  photos: Map<number, Buffer> = new Map(),
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: view.name ? `Proposal: ${view.name}` : 'Proposal' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = 40;
  const width = pdf.page.width - 80;
  const expires = deadlineParts(view.expiresAt, 'en');
  pdf.fillColor(brand).font('Helvetica-Bold').fontSize(18).text('ScreenSpot', left, 36);
  pdf.fillColor(ink).fontSize(16).text('Proposal', left, 36, { width, align: 'right' });
  pdf.font('Helvetica').fontSize(9).fillColor(muted);
  pdf.text(
    `From ${view.from} · valid until ${expires.date}, ${expires.time} (Dubai time)`,
    left,
    58,
    {
      width,
      align: 'right',
    },
  );
  let y = 84;
  pdf.font('Helvetica-Bold').fontSize(14).fillColor(ink);
  pdf.text(view.name ?? 'Advertising plan', left, y, { width, height: 20, ellipsis: true });
  y += 22;
  if (view.preparedFor) {
    pdf.font('Helvetica').fontSize(10).fillColor(muted);
    pdf.text(`Prepared for ${view.preparedFor.name}`, left, y, {
      width,
      height: 14,
      ellipsis: true,
    });
    y += 16;
  }
  if (view.note) {
    pdf.font('Helvetica').fontSize(10).fillColor(ink);
    pdf.text(view.note, left, y, { width, height: 60, ellipsis: true });
    y = Math.min(pdf.y, y + 60) + 8;
  }
  if (view.held) {
    pdf.font('Helvetica').fontSize(9).fillColor(muted);
    pdf.text('The spots of this plan are held for you until it expires.', left, y, { width });
    y += 16;
  }

  const columns: [string, number, 'left' | 'right'][] = [
    ['Screen', 0.3, 'left'],
    ['Dates', 0.2, 'left'],
    ['Dayparts', 0.16, 'left'],
    ['Plays', 0.1, 'right'],
    ['Impressions', 0.12, 'right'],
    ['Total', 0.12, 'right'],
  ];
  const row = (cells: string[], bold: boolean, photo?: Buffer) => {
    let x = left;
    const height = bold ? 20 : lineHeight;
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(bold ? muted : ink);
    cells.forEach((text, index) => {
      const [, share, align] = columns[index]!;
      // The first column's text steps aside for the photo (an unreadable image is left out).
      let inset = 0;
      if (index === 0 && photo) {
        try {
          pdf.image(photo, x, y - 2, { fit: [photoWidth, photoWidth * 0.75] });
          inset = photoWidth + 6;
        } catch {
          inset = 0;
        }
      }
      pdf.text(text, x + inset, y, {
        width: share * width - 6 - inset,
        align,
        height: height - 6,
        ellipsis: true,
      });
      x += share * width;
    });
    y += height;
    pdf
      .moveTo(left, y - 6)
      .lineTo(left + width, y - 6)
      .strokeColor(rule)
      .stroke();
  };
  row(
    columns.map(([label]) => label),
    true,
  );
  for (const item of view.quote.items.slice(0, mostLines)) {
    const screen = view.screens.find((s) => s.ledId === item.ledId);
    row(
      [
        screen?.name ?? item.billboardName,
        `${item.startDate} to ${item.endDate}`,
        `${item.dayparts.join(', ')} × ${item.spotsPerLoop}`,
        item.plays.toLocaleString('en-US'),
        item.impressions.toLocaleString('en-US'),
        documentMoney(item.totalCents),
      ],
      false,
      photos.get(item.ledId),
    );
  }
  const more = view.quote.items.length - mostLines;
  if (more > 0) {
    pdf.font('Helvetica').fontSize(9).fillColor(muted).text(`… and ${more} more screens`, left, y);
    y += 16;
  }
  y += 6;
  const totals: [string, string][] = [
    ['Subtotal', documentMoney(view.quote.subtotalCents)],
    ['VAT', documentMoney(view.quote.vatCents)],
    ['Total', documentMoney(view.quote.totalCents)],
    ['Estimated impressions', view.quote.impressions.toLocaleString('en-US')],
  ];
  for (const [label, value] of totals) {
    pdf
      .font(label === 'Total' ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(ink);
    pdf.text(label, left + width * 0.55, y, { width: width * 0.25 });
    pdf.text(value, left + width * 0.8, y, { width: width * 0.2, align: 'right' });
    y += 16;
  }
  // The footer stays above the bottom margin, or pdfkit would start a second page.
  const footer = pdf.page.height - 40 - 28;
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor(muted)
    .text(
      `${view.quote.priceRule} Prices in USD, VAT included in the total. Approve or decline at ${link}; an approval books the plan under the terms at ${new URL('/termsconditions', link).href}.`,
      left,
      footer,
      { width, align: 'center', height: 28, ellipsis: true },
    );
  pdf.end();
  return done;
}
