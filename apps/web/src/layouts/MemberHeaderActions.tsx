import { AvatarMenu } from '../features/account/components/AvatarMenu';
import { openAuthModal } from '../features/auth/hooks/useAuthModalStore';
import { useSignOut } from '../features/auth/hooks/useSignOut';
import { HeaderWallet } from '../features/wallet/components/HeaderWallet';

/**
 * The signed-in half of the header: the wallet and the avatar menu. Its own chunk, since most first
 * visits are by guests (SiteHeader loads it once a session exists).
 */
export function MemberHeaderActions({ isTrial }: { isTrial: boolean }) {
  const signOut = useSignOut();
  return (
    <>
      <HeaderWallet isTrial={isTrial} />
      <AvatarMenu isTrial={isTrial} onRegister={() => openAuthModal('register')} onSignOut={signOut} />
    </>
  );
}
