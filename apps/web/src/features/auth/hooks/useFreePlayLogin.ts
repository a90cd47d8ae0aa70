import { isAgentType, isTrialType } from '@fortuna/contracts/accounts';
import type { LoginResult, MemberInfo } from '@fortuna/contracts/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { memberInfoQuery } from '../../../api/member-info';
import { closeDialog } from '../../../ui/dialog-store';
import { loginWithFreePlay } from '../api/free-play-login';
import { closeAuthModal } from './useAuthModalStore';
import { clearPasswordChange } from './usePasswordChangeStore';
import { endLocalSession, startSession } from './useSessionStore';

interface SignedIn {
  result: LoginResult;
  info: MemberInfo;
}

/**
 * Free play (spec §4): signs in with a new trial account, keeps the token like a normal sign-in,
 * loads member info, clears the stored change-password marker, closes every popup and goes home.
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
      clearPasswordChange();
      closeAuthModal();
      closeDialog();
      void navigate('/');
    },
  });
}
