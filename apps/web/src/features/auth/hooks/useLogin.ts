import { isAgentType, isTrialType } from '@fortuna/contracts/accounts';
import type { LoginResult, MemberInfo } from '@fortuna/contracts/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { memberInfoQuery } from '../../../api/member-info';
import { showDialog } from '../../../ui/dialog-store';
import { loginWithUsername, type UsernameLogin } from '../api/login';
import { saveRememberedLogin } from './remember-me';
import { closeAuthModal } from './useAuthModalStore';
import { endLocalSession, startSession } from './useSessionStore';

/** Spec §4 and §9: signing in with this default password opens the change-password step. */
export const DEFAULT_WEAK_PASSWORD = '123456';

export interface LoginRequest extends UsernameLogin {
  /** Keep the username in a cookie for one day (remember me); left out, the cookie is not touched. */
  isRemembered?: boolean;
}

interface SignedIn {
  result: LoginResult;
  info: MemberInfo;
}

/**
 * Signs in (spec §4): keeps the token, loads member info, remembers whether the account is an
 * agent, closes the popup, then either asks for a password change or sends agents to /agentHome.
 */
export function useLogin() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: async ({ username, password, portal }: LoginRequest): Promise<SignedIn> => {
      const result = await loginWithUsername({ username, password, portal });
      startSession(result.token, { isAgent: false, isTrial: false });
      try {
        const info = await queryClient.fetchQuery(memberInfoQuery());
        return { result, info };
      } catch (error) {
        // Without member info the site cannot tell members from agents, so the sign-in is undone.
        endLocalSession();
        throw error;
      }
    },
    onSuccess: ({ result, info }, credentials) => {
      const isAgent = isAgentType(info.type);
      startSession(result.token, { isAgent, isTrial: isTrialType(info.type) });
      if (credentials.isRemembered !== undefined) {
        saveRememberedLogin({ username: credentials.username, isRemembered: credentials.isRemembered });
      }
      closeAuthModal();
      if (credentials.password === DEFAULT_WEAK_PASSWORD || result.passwordExpired) {
        showDialog({
          icon: 'warning',
          title: t('changePassword.title'),
          message: result.passwordExpired ? t('changePassword.expired') : t('changePassword.weak'),
        });
        return;
      }
      if (isAgent) void navigate('/agentHome');
    },
  });
}
