/**
 * The spec keeps a "username" flag in session storage after sign-in. It is mirrored in local
 * storage so a signed-in customer stays signed in in every tab; the cookie is the real session.
 */
const flagKey = 'username';

export function hasSessionFlag(): boolean {
  try {
    return sessionStorage.getItem(flagKey) === 'true' || localStorage.getItem(flagKey) === 'true';
  } catch {
    return false;
  }
}

export function setSessionFlag(): void {
  sessionStorage.setItem(flagKey, 'true');
  localStorage.setItem(flagKey, 'true');
}

export function clearSessionFlag(): void {
  sessionStorage.removeItem(flagKey);
  localStorage.removeItem(flagKey);
}
