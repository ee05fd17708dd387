/** The way the product writes a calendar day: 29 Nov 2026 (29 نوفمبر 2026 in Arabic). */
export const dayWithYear = { day: 'numeric', month: 'short', year: 'numeric' } as const;

const monthCache = new Map<string, Map<string, number>>();

/** Month names (short and long) of the locale and of English, lower case, to their number. */
function monthNames(locale: string): Map<string, number> {
  let names = monthCache.get(locale);
  if (names) return names;
  names = new Map();
  for (const tag of [locale, 'en-AE']) {
    for (const month of ['short', 'long'] as const) {
      const format = new Intl.DateTimeFormat(tag, { month, timeZone: 'UTC' });
      for (let m = 0; m < 12; m += 1) {
        const name = format.format(new Date(Date.UTC(2026, m, 15))).toLowerCase();
        names.set(name.replace(/\.$/, ''), m + 1);
      }
    }
  }
  // "Sept" is how some write September.
  names.set('sept', 9);
  monthCache.set(locale, names);
  return names;
}

/** Arabic-Indic and Persian digits as ASCII ones. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) =>
    String((d.charCodeAt(0) - 0x0660) % 0x90),
  );
}

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A day typed by hand, as YYYY-MM-DD, or null when it is not a whole, real date. Takes the
 * product's own form (29 Nov 2026, in English or Arabic month names), 2026-11-29, and 29/11/2026
 * (day first, as the UAE writes it). Anything half typed is simply not a date yet.
 */
export function parseDateText(text: string, locale: string): string | null {
  const parts = asciiDigits(text)
    .trim()
    .toLowerCase()
    .split(/[\s,./\-،]+/)
    .filter(Boolean);
  if (parts.length !== 3) return null;
  const numbers = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : null));
  const names = monthNames(locale);
  const worded = parts.findIndex((part, i) => numbers[i] === null);
  if (worded === -1) {
    const [a, b, c] = numbers as number[];
    // A year first is ISO's order; otherwise the day comes first.
    if (parts[0]!.length === 4) return isoOf(a!, b!, c!);
    if (parts[2]!.length === 4) return isoOf(c!, b!, a!);
    return null;
  }
  const month = names.get(parts[worded]!.replace(/\.$/, ''));
  const rest = parts.filter((_, i) => i !== worded);
  if (month === undefined || rest.some((part) => !/^\d+$/.test(part))) return null;
  // 29 Nov 2026, or Nov 29 2026: the four-digit number is the year.
  const yearAt = rest.findIndex((part) => part.length === 4);
  if (yearAt === -1) return null;
  return isoOf(Number(rest[yearAt]), month, Number(rest[1 - yearAt]));
}
