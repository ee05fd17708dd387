import { describe, expect, it } from 'vitest';
import { affects, type AnswerScope, type ScreenSnapshot } from './answer-scope';

const marina: ScreenSnapshot = {
  id: 1,
  latitude: 25.08,
  longitude: 55.14,
  name: 'Marina Gate',
  location: 'Dubai Marina',
  segmentId: 3,
  price: '25000|15|8|2|06:00|24:00',
  shown: 'a',
};
const dubaiBox = { west: 55, south: 24.9, east: 55.5, north: 25.4 };
const hattaBox = { west: 56, south: 24.7, east: 56.3, north: 24.9 };

describe('which cached answers a screen change can alter', () => {
  it('a new price: the answers that may show the screen, not the others nor any count', () => {
    const change = {
      before: marina,
      after: { ...marina, price: '30000|15|8|2|06:00|24:00', shown: 'b' },
    };
    const yes: AnswerScope[] = [
      { kind: 'list', filter: {} },
      { kind: 'list', filter: { location: 'MARINA' } },
      { kind: 'pins', filter: { categoryId: 3 } },
      { kind: 'clusters', filter: {}, box: dubaiBox },
    ];
    const no: AnswerScope[] = [
      { kind: 'count', filter: {} },
      { kind: 'list', filter: { location: 'Hatta' } },
      { kind: 'pins', filter: { categoryId: 4 } },
      { kind: 'clusters', filter: {}, box: hattaBox },
    ];
    for (const scope of yes) expect(affects(scope, change), JSON.stringify(scope)).toBe(true);
    for (const scope of no) expect(affects(scope, change), JSON.stringify(scope)).toBe(false);
  });

  it('a description only: the lists, not the map', () => {
    const change = { before: marina, after: { ...marina, shown: 'b' } };
    expect(affects({ kind: 'list', filter: {} }, change)).toBe(true);
    expect(affects({ kind: 'pins', filter: {} }, change)).toBe(false);
    expect(affects({ kind: 'clusters', filter: {}, box: dubaiBox }, change)).toBe(false);
  });

  it('a move or a new place name: the answers on both sides, and the counts it joins or leaves', () => {
    const moved = { before: marina, after: { ...marina, latitude: 24.8, longitude: 56.13 } };
    expect(affects({ kind: 'clusters', filter: {}, box: dubaiBox }, moved)).toBe(true);
    expect(affects({ kind: 'clusters', filter: {}, box: hattaBox }, moved)).toBe(true);
    const renamed = { before: marina, after: { ...marina, location: 'Hatta Dam', shown: 'b' } };
    expect(affects({ kind: 'count', filter: { location: 'marina' } }, renamed)).toBe(true);
    expect(affects({ kind: 'count', filter: { location: 'hatta' } }, renamed)).toBe(true);
    expect(affects({ kind: 'count', filter: { location: 'deira' } }, renamed)).toBe(false);
  });

  it('text beyond plain ASCII: forgotten rather than risked', () => {
    const change = { before: marina, after: { ...marina, shown: 'b' } };
    expect(affects({ kind: 'list', filter: { location: 'مرسى' } }, change)).toBe(true);
    expect(affects({ kind: 'count', filter: { location: 'مرسى' } }, change)).toBe(true);
  });

  it('a creation and a deletion: every answer the screen is or was in', () => {
    expect(affects({ kind: 'count', filter: {} }, { before: null, after: marina })).toBe(true);
    expect(affects({ kind: 'count', filter: {} }, { before: marina, after: null })).toBe(true);
    const elsewhere = { kind: 'clusters', filter: {}, box: hattaBox } as const;
    expect(affects(elsewhere, { before: marina, after: null })).toBe(false);
  });
});
