/** A LIKE pattern that contains the text; the user's % and _ match themselves. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The text as an order or customer id when it is one (e.g. "#42" or "42"). */
export function asId(text: string): number | undefined {
  const match = /^#?(\d{1,9})$/.exec(text.trim());
  return match ? Number(match[1]) : undefined;
}
