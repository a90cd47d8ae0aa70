import { API } from '@fortuna/contracts/api-paths';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';

/** Ends the server session (and its remember token); a failure is ignored because the local session is cleared anyway. */
export async function logout(): Promise<void> {
  try {
    await apiRequest(API.logout, z.unknown(), { method: 'DELETE' });
  } catch {
    // The token is discarded locally whatever the server answers.
  }
}
