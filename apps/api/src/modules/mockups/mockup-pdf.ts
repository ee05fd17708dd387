import { pdfColours, startPdf } from '../../pdf';

const { ink, muted, brand, rule } = pdfColours;

export type MockupSheet = {
  orderId: number;
  screenName: string;
  location: string;
  size: string;
  /** Local dates (Asia/Dubai) of the flight; null for an order booked without a schedule. */
  flightStart: string | null;
  flightEnd: string | null;
  image: Buffer;
  generatedOn: string;
};

/**
 * One landscape A4 page for a permit application: the medium (screen, location, size), the dates
 * the advert runs, and the mock-up of the advert at its location, as Dubai Municipality asks for.
 */
export function renderMockupPdf(sheet: MockupSheet): Promise<Buffer> {
  const { pdf, done } = startPdf({
    size: 'A4',
    layout: 'landscape',
    margin: 40,
    info: { Title: `In-situ mock-up, order #${sheet.orderId}` },
  });

  const left = 40;
  const width = pdf.page.width - 80;
  pdf.fillColor(brand).font('Helvetica-Bold').fontSize(18).text('ScreenSpot', left, 36);
  pdf.fillColor(ink).fontSize(16).text('In-situ mock-up', left, 36, { width, align: 'right' });
  pdf.font('Helvetica').fontSize(9).fillColor(muted);
  pdf.text(`Order #${sheet.orderId} · generated ${sheet.generatedOn}`, left, 58, {
    width,
    align: 'right',
  });

  const facts: [string, string][] = [
    ['Screen', sheet.screenName],
    ['Location', sheet.location],
    ['Size (pixels)', sheet.size],
    [
      'Dates',
      sheet.flightStart && sheet.flightEnd ? `${sheet.flightStart} to ${sheet.flightEnd}` : '—',
    ],
  ];
  const column = width / facts.length;
  facts.forEach(([label, value], index) => {
    const x = left + index * column;
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor(muted)
      .text(label, x, 86, { width: column - 12 });
    pdf
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(ink)
      .text(value, x, 99, { width: column - 12, height: 28, ellipsis: true });
  });
  pdf
    .moveTo(left, 132)
    .lineTo(left + width, 132)
    .strokeColor(rule)
    .stroke();

  const top = 144;
  // The footer line stays above the bottom margin, or pdfkit would start a second page.
  const footer = pdf.page.height - 40 - 14;
  const boxHeight = footer - top - 10;
  pdf.image(sheet.image, left, top, { fit: [width, boxHeight], align: 'center', valign: 'center' });
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor(muted)
    .text(
      "The advert's key frame shown in perspective on the screen's display area, on a photo of the screen at its location.",
      left,
      footer,
      { width, align: 'center', lineBreak: false },
    );
  pdf.end();
  return done;
}
