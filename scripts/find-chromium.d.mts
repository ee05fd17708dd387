export function findChromium(): string | null;
export function findTestChromium(): string | null;
export const chromiumArgs: string[];
export const headlessShell: string;
