/**
 * The spec keeps the sign-up and reset flow in session storage: id (the new account), email and
 * phone (where codes went), token (the reset token).
 */
type FlowKey = 'id' | 'email' | 'phone' | 'token';

export function readFlow(key: FlowKey): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeFlow(values: Partial<Record<FlowKey, string>>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) sessionStorage.setItem(key, value);
  }
}

export function clearFlow(...keys: FlowKey[]): void {
  for (const key of keys) sessionStorage.removeItem(key);
}
