import type { PhoneReset } from '@fortuna/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetPasswordByPhone } from '../api/password-reset';
import { openSession, useAfterSignIn } from './useSignIn';

/** Phone reset (spec §4): the new password is set, the account signed in, and the site goes home. */
export function usePhoneReset() {
  const queryClient = useQueryClient();
  const afterSignIn = useAfterSignIn();
  return useMutation({
    mutationFn: async (body: PhoneReset) => openSession(await resetPasswordByPhone(body), queryClient),
    onSuccess: (signedIn) => afterSignIn(signedIn, { goHome: true }),
  });
}
