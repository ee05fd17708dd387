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

/** A path of this app to return to after sign-in; anything else (another origin) is ignored. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  if (value.startsWith('/signIn')) return null;
  return value;
}

/** The sign-in URL that brings the user back to `returnTo`, saying why when the session ended. */
export function signInPath(options: { returnTo?: string; expired?: boolean } = {}): string {
  const params = new URLSearchParams();
  const returnTo = safeReturnPath(options.returnTo);
  if (returnTo) params.set('returnTo', returnTo);
  if (options.expired) params.set('expired', '1');
  const query = params.toString();
  return query ? `/signIn?${query}` : '/signIn';
}
