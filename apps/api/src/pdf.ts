import PDFDocument from 'pdfkit';
import { arabicBoldFontPath, arabicFontPath } from './pdf-arabic';

/** The product's colours on paper: text, quiet text, the brand, and hairlines. */
export const pdfColours = {
  ink: '#0f172a',
  muted: '#64748b',
  brand: '#4f46e5',
  rule: '#e2e8f0',
} as const;

/**
 * A new PDF and the bytes it will come to once `pdf.end()` is called. With `arabic`, the fonts
 * that draw Arabic are registered as `Arabic` and `Arabic-Bold`.
 */
export function startPdf(
  options: PDFKit.PDFDocumentOptions,
  { arabic = false }: { arabic?: boolean } = {},
): { pdf: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const pdf = new PDFDocument(options);
  if (arabic) {
    pdf.registerFont('Arabic', arabicFontPath);
    pdf.registerFont('Arabic-Bold', arabicBoldFontPath);
  }
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done };
}
