import { API } from '@fortuna/contracts/api-paths';
import type { ChangePassword } from '@fortuna/contracts/session';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';

/** Changes the login password (encrypted); the server then signs out the member's other sessions. */
export async function changePassword(body: ChangePassword): Promise<void> {
  await apiRequest(API.changePassword, z.null(), { method: 'POST', body, encrypted: true });
}
