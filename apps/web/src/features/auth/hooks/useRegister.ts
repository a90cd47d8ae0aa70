import type { RegisterInput } from '@fortuna/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { useSiteInfo } from '../../../hooks/useSiteInfo';
import { showDialog } from '../../../ui/dialog-store';
import { type RegisterMode, registerAccount, verifyAffiliateCode } from '../api/register';
import { openSession, useAfterSignIn } from './useSignIn';

export const INVITATION_CODE_INVALID = 'INVITATION_CODE_INVALID';

interface Registration {
  mode: RegisterMode;
  payload: RegisterInput;
}

/**
 * Registration (spec §4): with affiliates on, an invitation code is checked first ('Invalid
 * invitation code' in a dialog when it names no agent); the new account is then signed in, the
 * popup closes and the site goes home.
 */
export function useRegister() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const afterSignIn = useAfterSignIn();
  const { whitelabel } = useSiteInfo().info;

  return useMutation({
    mutationFn: async ({ mode, payload }: Registration) => {
      if (whitelabel.affiliate && payload.affiliateCode) {
        await verifyAffiliateCode(payload.affiliateCode, payload.domain ?? window.location.hostname);
      }
      return openSession(await registerAccount(mode, payload), queryClient);
    },
    onSuccess: (signedIn) => afterSignIn(signedIn, { goHome: true }),
    onError: (error) => {
      if (error instanceof ApiError && error.code === INVITATION_CODE_INVALID) {
        showDialog({
          icon: 'error',
          title: t('register.invitationTitle'),
          message: t('register.invalidInvitation'),
          buttons: [{ label: t('common.confirm'), variant: 'primary' }],
        });
      }
    },
  });
}
