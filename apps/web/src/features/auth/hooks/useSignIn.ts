import { isAgentType, isTrialType } from '@fortuna/contracts/accounts';
import type { LoginResult, MemberInfo } from '@fortuna/contracts/session';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { memberInfoQuery } from '../../../api/member-info';
import { noteFirstLogin } from '../../announcements/logic/popup-audience';
import type { PasswordChangeReason } from './sign-in-outcome';
import { closeAuthModal } from './useAuthModalStore';
import { requirePasswordChange } from './usePasswordChangeStore';
import { endLocalSession, startSession } from './useSessionStore';

export interface SignedIn {
  result: LoginResult;
  info: MemberInfo;
}

/**
 * Keeps the token of a successful sign-in and loads member info. Without member info the site
 * cannot tell members from agents, so a failure to load it undoes the sign-in.
 */
export async function openSession(result: LoginResult, queryClient: QueryClient): Promise<SignedIn> {
  // A first sign-in gets the F popup announcements of this session (spec §4).
  noteFirstLogin(result.firstTimeLogin);
  startSession(result.token, { isAgent: false, isTrial: false });
  try {
    const info = await queryClient.fetchQuery(memberInfoQuery());
    return { result, info };
  } catch (error) {
    endLocalSession();
    throw error;
  }
}

/** Keeps the account-type flags of a signed-in account (spec §4: logged-in, agent, trial). */
export function applyAccountFlags({ result, info }: SignedIn): { isAgent: boolean } {
  const isAgent = isAgentType(info.type);
  startSession(result.token, { isAgent, isTrial: isTrialType(info.type) });
  return { isAgent };
}

interface AfterSignInOptions {
  /** Opens the change-password popup instead of moving on (spec §4). */
  changeReason?: PasswordChangeReason | null;
  /** Registration and phone resets go home (spec §4); a sign-in leaves members where they were. */
  goHome?: boolean;
}

/** What follows every sign-in: flags kept, popup closed, then the password change, /agentHome or home. */
export function useAfterSignIn(): (signedIn: SignedIn, options?: AfterSignInOptions) => void {
  const navigate = useNavigate();
  return (signedIn, { changeReason = null, goHome = false } = {}) => {
    const { isAgent } = applyAccountFlags(signedIn);
    closeAuthModal();
    if (changeReason) {
      requirePasswordChange(changeReason);
      return;
    }
    if (isAgent) void navigate('/agentHome');
    else if (goHome) void navigate('/');
  };
}
