import type { MemberSummary } from '@fortuna/contracts/members';
import { errorMessage } from '../../../api/client';
import { Modal } from '../../../ui/Modal';
import { Alert } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { useSignOutMember } from '../hooks/useMemberActions';

/** Confirms ending every live session of a member. */
export function SignOutDialog({ member, onClose }: { member: MemberSummary; onClose: () => void }) {
  const signOut = useSignOutMember();

  function handleConfirm() {
    signOut.mutate(member.id, {
      onSuccess: ({ revoked }) => {
        toast.success(`${member.username} signed out of ${revoked} session${revoked === 1 ? '' : 's'}`);
        onClose();
      },
    });
  }

  const footer = (
    <>
      <button type="button" className="btn btn-ghost" onClick={onClose}>
        Cancel
      </button>
      <button
        type="button"
        className="btn btn-primary"
        disabled={signOut.isPending}
        data-testid="member-confirm"
        onClick={handleConfirm}
      >
        Sign out everywhere
      </button>
    </>
  );

  return (
    <Modal open title={`Sign out ${member.username}`} onClose={onClose} footer={footer} testId="member-signout-dialog">
      {signOut.isError ? <Alert>{errorMessage(signOut.error)}</Alert> : null}
      <p>
        End all {member.liveSessions} live session{member.liveSessions === 1 ? '' : 's'} of {member.username}? They will
        need to sign in again.
      </p>
    </Modal>
  );
}
