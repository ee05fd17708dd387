export const columns: string[];
export function signedText(row: Record<string, string>): string;
export function verifyProofCsv(
  text: string,
): Promise<{ rows: { line: number; verdict: string }[]; keys: string[] }>;
