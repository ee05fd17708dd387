export function findChromium(): string | null;
export const chromiumArgs: string[];
