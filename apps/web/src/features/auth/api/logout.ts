import { z } from 'zod';
import { apiRequest } from '../../../api/client';

const LOGOUT_PATH = '/wps/session/logout';

/** Ends the server session; a failure is ignored because the local session is cleared anyway. */
export async function logout(): Promise<void> {
  try {
    await apiRequest(LOGOUT_PATH, z.unknown(), { method: 'DELETE' });
  } catch {
    // The token is discarded locally whatever the server answers.
  }
}
