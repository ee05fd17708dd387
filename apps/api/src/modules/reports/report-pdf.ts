import PDFDocument from 'pdfkit';
import { localDate, localTime } from '@screenspot/contracts/booking';
import { audienceMethodPath } from '@screenspot/contracts/audience';
import { campaignDays, type CampaignReport } from '@screenspot/contracts/report';
import type { DisplayCurrency } from '@screenspot/contracts/currency';
import { documentMoney } from '../../money';

const ink = '#0f172a';
const muted = '#64748b';
const brand = '#4f46e5';
const rule = '#e2e8f0';

/** "2026-11-26 01:30": a moment as read in Dubai, where the report's days and hours are. */
const generatedTime = (at: Date) => `${localDate(at)} ${localTime(at)}`;

const n = (value: number) => value.toLocaleString('en-US');
const share = (delivered: number, booked: number) =>
  booked > 0 ? `${Math.round((delivered / booked) * 100)}%` : '—';

/** What the booked figures count, as the report page's legend says it. */
const soldLegend =
  'Booked plays, booked impressions and spend count paid orders and approved orders awaiting payment; rejected, cancelled and expired orders and refunded spots are left out.';

/**
 * A printable summary of the report: totals, each screen, each day, as pdfkit draws them. The
 * figures are the JSON answer's own, so the printout and the page agree.
 */
export function renderReportPdf(
  report: CampaignReport,
  options: { generatedAt: Date; origin: string; currency?: DisplayCurrency },
): Promise<Buffer> {
  const money = (cents: number) => documentMoney(cents, options.currency);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Campaign report #${report.campaignId}` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = 48;
  const width = pdf.page.width - 96;
  const bottom = pdf.page.height - 72;
  pdf.fillColor(brand).font('Helvetica-Bold').fontSize(20).text('ScreenSpot', left, 48);
  pdf.fillColor(ink).fontSize(18).text('Campaign report', left, 48, { width, align: 'right' });
  pdf.font('Helvetica').fontSize(10).fillColor(muted);
  pdf.text(`Campaign #${report.campaignId}`, left, 72, { width, align: 'right' });
  pdf.text(`Generated ${generatedTime(options.generatedAt)} (Dubai time)`, {
    width,
    align: 'right',
  });
  pdf.fillColor(ink).font('Helvetica-Bold').fontSize(14).text(report.name, left, 110, { width });
  pdf
    .font('Helvetica')
    .fontSize(10)
    .fillColor(muted)
    .text(`Days and hours in the screens' time zone: ${report.timezone}.`, { width });

  // Totals as label and value pairs, two columns.
  let y = pdf.y + 16;
  const totals: [string, string][] = [
    ['Booked plays', n(report.booked.plays)],
    ['Delivered plays', n(report.delivered.plays)],
    ['Delivery', share(report.delivered.plays, report.booked.plays)],
    ['Estimated impressions', n(report.delivered.impressions)],
    ['Booked impressions', n(report.booked.impressions)],
    ['Spend (before VAT)', money(report.spendCents)],
    ['Delivered spend', money(report.deliveredSpendCents)],
    [
      'Effective CPM',
      report.effectiveCpmCents === null ? 'not yet' : money(report.effectiveCpmCents),
    ],
  ];
  const half = width / 2 - 8;
  totals.forEach(([label, value], index) => {
    const x = index % 2 === 0 ? left : left + width / 2 + 8;
    const rowY = y + Math.floor(index / 2) * 22;
    pdf.font('Helvetica').fontSize(10).fillColor(muted).text(label, x, rowY, { width: half });
    pdf.font('Helvetica-Bold').fillColor(ink).text(value, x, rowY, { width: half, align: 'right' });
  });
  y += Math.ceil(totals.length / 2) * 22;
  pdf.font('Helvetica').fontSize(9).fillColor(muted).text(soldLegend, left, y, { width });
  y = pdf.y + 12;

  const table = (
    title: string,
    columns: { title: string; w: number; right?: boolean }[],
    rows: string[][],
  ) => {
    if (y > bottom - 80) {
      pdf.addPage();
      y = 48;
    }
    pdf.font('Helvetica-Bold').fontSize(12).fillColor(ink).text(title, left, y);
    y = pdf.y + 6;
    const header = () => {
      pdf.rect(left, y - 5, width, 20).fill('#eef2ff');
      pdf.fillColor(ink).font('Helvetica-Bold').fontSize(9);
      let x = left + 4;
      for (const column of columns) {
        pdf.text(column.title, x, y, {
          width: column.w - 8,
          align: column.right ? 'right' : 'left',
        });
        x += column.w;
      }
      y += 20;
    };
    header();
    pdf.font('Helvetica').fontSize(9);
    for (const row of rows) {
      if (y > bottom - 20) {
        pdf.addPage();
        y = 48;
        header();
      }
      let x = left + 4;
      let rowBottom = y;
      row.forEach((cell, i) => {
        const column = columns[i]!;
        pdf
          .font('Helvetica')
          .fillColor(ink)
          .text(cell, x, y, { width: column.w - 8, align: column.right ? 'right' : 'left' });
        rowBottom = Math.max(rowBottom, pdf.y);
        x += column.w;
      });
      y = rowBottom + 4;
      pdf
        .moveTo(left, y - 2)
        .lineTo(left + width, y - 2)
        .strokeColor(rule)
        .stroke();
    }
    y += 16;
  };

  const numeric = (title: string, w = 76) => ({ title, w, right: true });
  table(
    'Screens',
    [
      { title: 'Screen', w: width - 4 * 76 - 56 },
      { title: 'Order', w: 56 },
      numeric('Booked'),
      numeric('Delivered'),
      numeric('Delivery'),
      numeric('Impressions'),
    ],
    report.items.map((item) => [
      item.ledName,
      `#${item.orderId}`,
      n(item.booked),
      n(item.delivered),
      share(item.delivered, item.booked),
      n(item.impressions),
    ]),
  );
  table(
    `Days (${report.timezone})`,
    [
      { title: 'Date', w: width - 4 * 90 },
      numeric('Booked', 90),
      numeric('Delivered', 90),
      numeric('Delivery', 90),
      numeric('Impressions', 90),
    ],
    campaignDays(report).map((day) => [
      day.date,
      n(day.booked),
      n(day.delivered),
      share(day.delivered, day.booked),
      n(day.impressions),
    ]),
  );

  if (y > bottom - 60) {
    pdf.addPage();
    y = 48;
  }
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor(muted)
    .text(
      `A play counts when it ran its full length. Impressions are estimates (method ${report.methodVersion}): ` +
        `people passing within sight in the play's hour × the spot's seconds ÷ 3600. How we estimate this: ` +
        `${options.origin}${audienceMethodPath}`,
      left,
      y,
      { width },
    );
  pdf.end();
  return done;
}
