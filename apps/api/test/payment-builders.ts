import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFParse } from 'pdf-parse';
import type { Db } from '../src/db/client';
import { bookCampaign, type ItemInput } from './booking-builders';

/**
 * A booked campaign whose orders the operator approved: approval is written straight to the
 * orders, and the status trigger opens the payment window as the console's approval does.
 */
export async function approvedCampaign(
  app: FastifyInstance,
  db: Db,
  customerId: number,
  items: ItemInput[],
): Promise<{ campaignId: number; totalCents: number; vatCents: number; subtotalCents: number }> {
  const res = await bookCampaign(app, db, customerId, items);
  if (res.statusCode !== 201) throw new Error(res.body);
  const campaign = res.json() as {
    campaignId: number;
    quote: { totalCents: number; vatCents: number; subtotalCents: number };
  };
  await db.execute(
    sql`update orders set status_code = 1 where campaign_id = ${campaign.campaignId}`,
  );
  return { campaignId: campaign.campaignId, ...campaign.quote };
}

/** The text of a PDF, as a reader would copy it. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** "USD 1,234.50" as the documents print amounts. */
export function usdText(cents: number): string {
  return `USD ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
