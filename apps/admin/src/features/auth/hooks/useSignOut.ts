import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSessionStore } from '../../../session/session-store';
import { logOut } from '../api/session.api';

/** Revokes the token on the server (best effort) and forgets everything cached for this staff. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const signOut = useSessionStore((state) => state.signOut);
  const [isSigningOut, setIsSigningOut] = useState(false);

  const handleSignOut = useCallback(async () => {
    setIsSigningOut(true);
    try {
      await logOut();
    } catch {
      // The token is dropped locally either way; an expired session cannot be revoked twice.
    } finally {
      signOut();
      queryClient.clear();
      setIsSigningOut(false);
    }
  }, [queryClient, signOut]);

  return { signOut: handleSignOut, isSigningOut };
}
