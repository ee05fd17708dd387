import { deadlineParts } from '@screenspot/contracts/deadline';
import type { Language } from '@screenspot/contracts/language';
import type { PublicProposal } from '@screenspot/contracts/proposal';
import { translator } from '../../i18n';
import { documentMoney } from '../../money';
import { rightToLeft, visualOrder } from '../../pdf-arabic';
import { pdfColours, startPdf } from '../../pdf';

const { ink, muted, brand, rule } = pdfColours;

/** Lines shown on the one page; a longer plan says how many more there are. */
const mostLines = 12;
/** A short plan shows its screens' pictures large enough to see where the advert plays. */
const fewLines = 5;

type Align = 'left' | 'right' | 'center';
type Write = {
  width: number;
  align?: Align;
  size: number;
  bold?: boolean;
  color?: string;
  /** Lines the text may take; it ends in an ellipsis past them. */
  lines?: number;
};

const arabicScript = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

export type ProposalPdfOptions = {
  /** The screens' JPEG or PNG pictures by screen id (a mock-up, else the photo). */
  photos?: Map<number, Buffer>;
  language?: Language;
};

/**
 * One A4 page of the proposal, in English or in Arabic (right to left, the columns mirrored): who
 * proposes it, the note, one line per screen with its picture (dates, dayparts, spots, plays,
 * estimated impressions, total with VAT), the totals and when it expires. `link` is the proposal's
 * absolute address (the terms are read beside it).
 */
export function renderProposalPdf(
  view: PublicProposal,
  link: string,
  { photos = new Map(), language = 'en' }: ProposalPdfOptions = {},
): Promise<Buffer> {
  const t = translator(language, 'documents');
  const names = translator(language, 'notices');
  const rtl = language === 'ar';
  // Arabic script is drawn in Amiri in either language (a planner may write the note in Arabic).
  const { pdf, done } = startPdf(
    {
      size: 'A4',
      margin: 40,
      info: { Title: view.name ? `${t('proposal.title')}: ${view.name}` : t('proposal.title') },
    },
    { arabic: true },
  );

  const left = 40;
  const width = pdf.page.width - 80;
  /** The side a line starts on: left in English, right in Arabic. */
  const start: Align = rtl ? 'right' : 'left';
  const end: Align = rtl ? 'left' : 'right';
  const mirror = (align: Align): Align =>
    !rtl || align === 'center' ? align : align === 'left' ? 'right' : 'left';

  /** Words fitted to lines of `width`, the last cut with an ellipsis when there are more. */
  const wrap = (text: string, options: Write): string[] => {
    const lines: string[] = [];
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const last = lines.at(-1);
      if (last !== undefined && pdf.widthOfString(`${last} ${word}`) <= options.width) {
        lines[lines.length - 1] = `${last} ${word}`;
      } else lines.push(word);
    }
    const most = options.lines ?? 1;
    if (lines.length <= most) return lines;
    const kept = lines.slice(0, most);
    kept[most - 1] = `${kept[most - 1]} …`;
    return kept;
  };

  /**
   * Text at a place; answers the height it took. Arabic script is laid out right to left in Amiri
   * (fontkit shapes it; pdfkit has no bidirectional layout, so lines are wrapped here); other text
   * in Helvetica.
   */
  const write = (text: string, x: number, y: number, options: Write): number => {
    const arabic = arabicScript.test(text);
    const font = arabic ? 'Arabic' : 'Helvetica';
    pdf
      .font(options.bold ? `${font}-Bold` : font)
      .fontSize(options.size)
      .fillColor(options.color ?? ink);
    const align = options.align ?? start;
    if (!arabic) {
      const lines = options.lines ?? 1;
      const height = pdf.currentLineHeight(true) * lines;
      pdf.text(text, x, y, { width: options.width, align, height, ellipsis: true });
      return Math.min(pdf.y - y, height);
    }
    const lineHeight = options.size * 1.5;
    const lines = wrap(text, options);
    lines.forEach((line, index) => {
      const top = y - options.size * 0.3 + index * lineHeight;
      // A wrapped line without Arabic (a date, a link) is laid out left to right, as it reads.
      if (arabicScript.test(line)) {
        pdf.text(visualOrder(line), x, top, { ...rightToLeft, width: options.width, align });
      } else {
        pdf.text(line, x, top, { lineBreak: false, width: options.width, align });
      }
    });
    return lines.length * lineHeight;
  };

  const expires = deadlineParts(view.expiresAt, language);
  write('ScreenSpot', left, 36, { width, size: 18, bold: true, color: brand });
  write(t('proposal.title'), left, 36, { width, align: end, size: 16, bold: true });
  write(t('proposal.from', { from: view.from, date: expires.date, time: expires.time }), left, 60, {
    width,
    align: end,
    size: 9,
    color: muted,
  });
  let y = 86;
  y += write(view.name ?? t('proposal.untitled'), left, y, { width, size: 14, bold: true }) + 6;
  if (view.preparedFor) {
    y +=
      write(t('proposal.preparedFor', { name: view.preparedFor.name }), left, y, {
        width,
        size: 10,
        color: muted,
      }) + 4;
  }
  if (view.note) {
    y += write(view.note, left, y, { width, size: 10, lines: 4 }) + 6;
  }
  if (view.held) {
    y += write(t('proposal.held'), left, y, { width, size: 9, color: muted }) + 4;
  }

  const items = view.quote.items.slice(0, mostLines);
  const large = items.length <= fewLines;
  const lineHeight = large ? 84 : 40;
  const photoWidth = large ? 100 : 40;
  const columns: [string, number, Align][] = [
    ['screen', large ? 0.34 : 0.28, 'left'],
    ['dates', large ? 0.17 : 0.2, 'left'],
    ['dayparts', large ? 0.14 : 0.16, 'left'],
    ['plays', large ? 0.09 : 0.1, 'right'],
    ['impressions', 0.13, 'right'],
    ['total', 0.13, 'right'],
  ];
  const row = (cells: string[], heading: boolean, photo?: Buffer) => {
    const height = heading ? 20 : lineHeight;
    let offset = 0;
    cells.forEach((text, index) => {
      const [, share, align] = columns[index]!;
      const cellWidth = share * width;
      // Columns run from the start side: mirrored in Arabic.
      const x = rtl ? left + width - offset - cellWidth : left + offset;
      // The first column's text steps aside for the picture (an unreadable image is left out).
      let inset = 0;
      if (index === 0 && photo) {
        const photoX = rtl ? x + cellWidth - photoWidth : x;
        try {
          pdf.image(photo, photoX, y - 2, { fit: [photoWidth, photoWidth * 0.75] });
          inset = photoWidth + 6;
        } catch {
          inset = 0;
        }
      }
      write(text, rtl ? x + 6 : x + inset, y, {
        width: cellWidth - 6 - inset,
        align: mirror(align),
        size: 9,
        bold: heading,
        color: heading ? muted : ink,
        lines: heading ? 1 : Math.max(1, Math.floor((height - 6) / 12)),
      });
      offset += cellWidth;
    });
    y += height;
    pdf
      .moveTo(left, y - 6)
      .lineTo(left + width, y - 6)
      .strokeColor(rule)
      .stroke();
  };
  row(
    columns.map(([key]) => t(`proposal.columns.${key}`)),
    true,
  );
  for (const item of items) {
    const screen = view.screens.find((s) => s.ledId === item.ledId);
    const name = (rtl && screen?.nameAr) || screen?.name || item.billboardName;
    const dayparts = item.dayparts.map((id) => names(`daypart.${id}`)).join(rtl ? '، ' : ', ');
    row(
      [
        name,
        t('proposal.dates', { start: item.startDate, end: item.endDate }),
        `${dayparts} × ${item.spotsPerLoop}`,
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
    y += write(t('proposal.more', { count: more }), left, y, { width, size: 9, color: muted }) + 4;
  }
  if (view.screens.some((screen) => screen.mockupUrl)) {
    y += write(t('proposal.mockup'), left, y, { width, size: 8, color: muted }) + 2;
  }
  y += 6;
  const totals: [string, string][] = [
    [t('proposal.subtotal'), documentMoney(view.quote.subtotalCents)],
    [t('proposal.vat'), documentMoney(view.quote.vatCents)],
    [t('proposal.total'), documentMoney(view.quote.totalCents)],
    [t('proposal.impressions'), view.quote.impressions.toLocaleString('en-US')],
  ];
  totals.forEach(([label, value], index) => {
    const bold = index === 2;
    const labelX = rtl ? left + width * 0.2 : left + width * 0.55;
    const valueX = rtl ? left : left + width * 0.8;
    write(label, labelX, y, { width: width * 0.25, size: 10, bold });
    write(value, valueX, y, { width: width * 0.2, align: end, size: 10, bold });
    y += 16;
  });
  // The footer stays above the bottom margin, or pdfkit would start a second page.
  const footer = pdf.page.height - 40 - 36;
  const terms = new URL('/termsconditions', link).href;
  const said = t('proposal.footer', { link, terms });
  write(rtl ? said : `${view.quote.priceRule} ${said}`, left, footer, {
    width,
    align: 'center',
    size: 8,
    color: muted,
    lines: 3,
  });
  pdf.end();
  return done;
}
