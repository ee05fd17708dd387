import { describe, expect, it } from 'vitest';
import { canTransition, statusColour } from './order-status';

describe('order status', () => {
  it('colours 0-2 green, 3 red and the rest grey', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(statusColour)).toEqual([
      'green',
      'green',
      'green',
      'red',
      'grey',
      'grey',
      'grey',
    ]);
  });

  it('allows only the defined transitions', () => {
    expect(canTransition(0, 1)).toBe(true);
    expect(canTransition(0, 3)).toBe(true);
    expect(canTransition(3, 1)).toBe(false);
    expect(canTransition(1, 0)).toBe(false);
  });
});
