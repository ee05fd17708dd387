import { api } from '../../../lib/api-client';

/** POST /api/logout; the spec only logs a failure. */
export async function logout(): Promise<void> {
  try {
    await api.post('/api/logout');
  } catch (error) {
    console.error(error);
  }
}
