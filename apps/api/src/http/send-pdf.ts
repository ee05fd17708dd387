import type { FastifyReply } from 'fastify';

/** The document number a `<number>.pdf` file name asks for. */
export function pdfNumber(file: string): string {
  return file.replace(/\.pdf$/, '');
}

/** Answers a document as a PDF the browser shows, named by its number and never cached. */
export function sendPdf(reply: FastifyReply, number: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${number}.pdf"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
