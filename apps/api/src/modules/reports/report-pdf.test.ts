import { describe, expect, it } from 'vitest';
import type { CampaignReport } from '@screenspot/contracts/report';
import { pdfText } from '../../../test/payment-builders';
import { renderReportPdf } from './report-pdf';

const emptyReport: CampaignReport = {
  campaignId: 7,
  name: 'Winter sale',
  timezone: 'Asia/Dubai',
  methodVersion: 'prorated-ots/1',
  booked: { plays: 0, impressions: 0 },
  delivered: { plays: 0, impressions: 0 },
  spendCents: 0,
  deliveredSpendCents: 0,
  effectiveCpmCents: null,
  items: [],
};

describe('renderReportPdf', () => {
  it('says when it was made in Dubai time, where it is already the next day after 20:00 UTC', async () => {
    // 21:30 UTC on 25 November is 01:30 on 26 November in Dubai.
    const text = await pdfText(
      await renderReportPdf(emptyReport, {
        generatedAt: new Date('2026-11-25T21:30:00Z'),
        origin: 'https://screenspot.example',
      }),
    );
    expect(text).toContain('Generated 2026-11-26 01:30 (Dubai time)');
    expect(text).not.toContain('UTC');
  });
});
