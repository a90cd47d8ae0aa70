import { isAgentType, isTrialType } from '@fortuna/contracts/accounts';
import type { LoginResult, MemberInfo } from '@fortuna/contracts/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { memberInfoQuery } from '../../../api/member-info';
import { closeDialog } from '../../../ui/dialog-store';
import { loginWithFreePlay } from '../api/free-play-login';
import { closeAuthModal } from './useAuthModalStore';
import { endLocalSession, startSession } from './useSessionStore';

interface SignedIn {
  result: LoginResult;
  info: MemberInfo;
}

/**
 * Free play (spec §4): signs in with a new trial account, keeps the token like a normal sign-in,
 * loads member info, closes every popup and goes home. The change-password step never applies,
 * and the site keeps no change-password marker in storage, so there is nothing to clear.
 */
export function useFreePlayLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: async (): Promise<SignedIn> => {
      const result = await loginWithFreePlay();
      startSession(result.token, { isAgent: false, isTrial: true });
      try {
        const info = await queryClient.fetchQuery(memberInfoQuery());
        return { result, info };
      } catch (error) {
        // Without member info the header and guards cannot tell what the account may do.
        endLocalSession();
        throw error;
      }
    },
    onSuccess: ({ result, info }) => {
      startSession(result.token, { isAgent: isAgentType(info.type), isTrial: isTrialType(info.type) });
      closeAuthModal();
      closeDialog();
      void navigate('/');
    },
  });
}
