import { api } from '../../../lib/api-client';
import { clearSessionFlag } from '../../../lib/session';

/** Ends the session on the server; the flag goes either way so the site shows a visitor. */
export async function signOut(): Promise<void> {
  try {
    await api.post('/api/logout');
  } finally {
    clearSessionFlag();
  }
}
