import { describe, expect, it } from 'vitest';
import {
  canTransition,
  nextStatusesFor,
  orderStatusTransitions,
  statusColour,
} from './order-status';

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
    expect(canTransition(3, 0, 'customer')).toBe(true);
    expect(canTransition(3, 0, 'operator')).toBe(false);
    expect(canTransition(1, 0)).toBe(false);
  });

  it('gives each move its actors: review needs the customer’s video, expiry is the sweep’s', () => {
    expect(canTransition(6, 0)).toBe(true);
    expect(canTransition(6, 0, 'customer')).toBe(true);
    expect(canTransition(6, 0, 'operator')).toBe(false);
    expect(canTransition(0, 7, 'system')).toBe(true);
    expect(canTransition(0, 7, 'operator')).toBe(false);
    expect(canTransition(0, 1, 'customer')).toBe(false);
    expect(canTransition(1, 2, 'system')).toBe(true);
    expect(nextStatusesFor(6, 'operator')).toEqual([5]);
    expect(nextStatusesFor(0, 'customer')).toEqual([5]);
    expect(orderStatusTransitions).toEqual({
      0: [1, 3, 5, 7],
      1: [2, 5, 7],
      2: [4],
      3: [0],
      4: [],
      5: [],
      6: [0, 5, 7],
      7: [],
    });
  });
});
