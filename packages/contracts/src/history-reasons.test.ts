import { describe, expect, it } from 'vitest';
import { flattenCatalogue, placeholderNames } from './message-keys';
import {
  historyCatalogues,
  historyColumns,
  historyReason,
  historyReasonText,
} from './history-reasons';

describe('the history reasons', () => {
  it('has every reason in Arabic, with the same values to fill in', () => {
    const english = new Map(flattenCatalogue(historyCatalogues.en));
    const arabic = new Map(flattenCatalogue(historyCatalogues.ar));
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(placeholderNames(arabic.get(key)!), key).toEqual(placeholderNames(text));
      expect(arabic.get(key), key).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('keeps a reason by key beside its English words, and typed words as typed', () => {
    const transfer = historyReason('bankTransferReceived', { reference: 'SSP-7-42' });
    expect(historyReasonText(transfer)).toBe('Bank transfer received (SSP-7-42)');
    expect(historyColumns(transfer)).toEqual({
      reason: 'Bank transfer received (SSP-7-42)',
      reasonKey: 'bankTransferReceived',
      reasonValues: { reference: 'SSP-7-42' },
    });
    expect(historyColumns(historyReason('holdLapsed'))).toEqual({
      reason: 'The hold lapsed before payment',
      reasonKey: 'holdLapsed',
      reasonValues: null,
    });
    expect(historyColumns('Too dark at night')).toEqual({ reason: 'Too dark at night' });
    expect(historyColumns(undefined)).toEqual({ reason: null });
  });
});
