import { describe, expect, it } from 'vitest';
import { visualOrder } from './pdf-arabic';

describe('visualOrder', () => {
  it('leaves Arabic words as they are (fontkit reverses the line)', () => {
    expect(visualOrder('فاتورة ضريبية')).toBe('فاتورة ضريبية');
  });

  it('pre-reverses numbers and Latin so they read left to right once the line is reversed', () => {
    expect(visualOrder('الرصيد المستحق: USD 289.28')).toBe('الرصيد المستحق: 82.982 DSU');
    expect(visualOrder('رقم 8 لسنة 2017.')).toBe('رقم 8 لسنة 7102.');
  });

  it('swaps brackets, which mirror in a right-to-left line', () => {
    expect(visualOrder('المرجع (اذكره في التحويل)')).toBe('المرجع )اذكره في التحويل(');
  });
});
