import type { MemberSummary } from '@fortuna/contracts/members';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { Alert } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { useResetMemberPassword } from '../hooks/useMemberActions';

const COPIED_FOR_MS = 2000;

interface ResetPasswordDialogProps {
  member: MemberSummary;
  onClose: () => void;
}

/** Confirms a password reset, then shows the temporary password once. */
export function ResetPasswordDialog({ member, onClose }: ResetPasswordDialogProps) {
  const reset = useResetMemberPassword();
  const temporaryPassword = reset.data?.temporaryPassword;

  if (temporaryPassword !== undefined) {
    return <TemporaryPasswordView member={member} temporaryPassword={temporaryPassword} onClose={onClose} />;
  }

  function handleConfirm() {
    reset.mutate(member.id, {
      onSuccess: () => toast.success(`Password of ${member.username} reset`),
    });
  }

  const footer = (
    <>
      <button type="button" className="btn btn-ghost" onClick={onClose}>
        Cancel
      </button>
      <button
        type="button"
        className="btn btn-danger"
        disabled={reset.isPending}
        data-testid="member-reset-confirm"
        onClick={handleConfirm}
      >
        <Icon name="key" size={16} />
        {reset.isPending ? 'Resetting…' : 'Reset password'}
      </button>
    </>
  );

  return (
    <Modal
      open
      title={`Reset the password of ${member.username}?`}
      onClose={onClose}
      footer={footer}
      dismissible={!reset.isPending}
      testId="member-reset-dialog"
    >
      <div className="stack">
        {reset.isError ? <Alert>{errorMessage(reset.error)}</Alert> : null}
        <p>A temporary password replaces the current one. You will see it once, to pass on to the member.</p>
        <ul className="plain-list">
          <li>
            <Icon name="logout" size={16} />
            <span>
              Every session ends now
              {member.liveSessions > 0
                ? ` (${member.liveSessions} live session${member.liveSessions === 1 ? '' : 's'})`
                : ''}
              .
            </span>
          </li>
          <li>
            <Icon name="key" size={16} />
            <span>The member must choose a new password at the next sign-in.</span>
          </li>
        </ul>
      </div>
    </Modal>
  );
}

interface TemporaryPasswordViewProps {
  member: MemberSummary;
  temporaryPassword: string;
  onClose: () => void;
}

function TemporaryPasswordView({ member, temporaryPassword, onClose }: TemporaryPasswordViewProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(temporaryPassword);
      setIsCopied(true);
    } catch {
      // No clipboard access (an insecure address or a refusal): select it for a manual copy instead.
      inputRef.current?.select();
      toast.info('Selected: press Ctrl+C (⌘C on a Mac) to copy');
    }
  }

  const footer = (
    <button type="button" className="btn btn-primary" data-testid="member-reset-done" onClick={onClose}>
      Done
    </button>
  );

  return (
    // Not dismissible: a stray click or Escape must not lose a password that cannot be shown again.
    <Modal
      open
      title={`Temporary password for ${member.username}`}
      onClose={onClose}
      footer={footer}
      dismissible={false}
      testId="member-reset-result"
    >
      <div className="stack">
        <Alert tone="success">Password reset. Every session of {member.username} has ended.</Alert>
        <div className="field">
          <label className="field-label" htmlFor={inputId}>
            Temporary password
          </label>
          <div className="secret-row">
            <input
              ref={inputRef}
              id={inputId}
              className="input input-mono secret-value"
              readOnly
              value={temporaryPassword}
              autoComplete="off"
              spellCheck={false}
              data-testid="temporary-password"
              onFocus={(event) => event.currentTarget.select()}
            />
            <button
              type="button"
              className="btn btn-ghost"
              data-testid="temporary-password-copy"
              onClick={() => void handleCopy()}
            >
              <Icon name={isCopied ? 'check' : 'copy'} size={16} />
              <span aria-live="polite">{isCopied ? 'Copied' : 'Copy'}</span>
            </button>
          </div>
        </div>
        <Alert tone="info">
          Shown only this once: it cannot be displayed again after you close this window. {member.username} must change
          it at the next sign-in.
        </Alert>
      </div>
    </Modal>
  );
}
