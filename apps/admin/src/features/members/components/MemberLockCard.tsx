import type { MemberDetail } from '@fortuna/contracts/members';
import { errorMessage } from '../../../api/client';
import { formatDateTime, formatRelative } from '../../../ui/format';
import { Icon } from '../../../ui/Icon';
import { toast } from '../../../ui/toast-store';
import { useUnlockMember } from '../hooks/useMemberActions';
import { memberLockState } from './member-meta';

function failuresText(count: number): string {
  if (count === 0) return 'No recent failed sign-ins.';
  return `${count} recent failed sign-in${count === 1 ? '' : 's'}.`;
}

/** Whether failed sign-ins lock the account now, with the action that lifts the lock. */
export function MemberLockCard({ member, canAct }: { member: MemberDetail; canAct: boolean }) {
  const unlock = useUnlockMember();
  const lock = memberLockState(member);

  function handleUnlock() {
    unlock.mutate(member.id, {
      onSuccess: () => toast.success(`${member.username} unlocked`),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <section className="card detail-card" aria-labelledby="member-lock-title" data-testid="member-lock">
      <h2 className="card-title" id="member-lock-title">
        Sign-in lock
      </h2>
      <div
        className={lock.isLocked ? 'status-banner status-banner-danger' : 'status-banner status-banner-success'}
        data-testid="member-lock-state"
      >
        <Icon name={lock.isLocked ? 'lock' : 'unlock'} size={18} />
        <div className="status-banner-text">
          {lock.isLocked ? (
            <>
              <strong>Locked</strong>
              <span>
                {lock.lockedUntil ? (
                  <>
                    until <time dateTime={lock.lockedUntil}>{formatDateTime(lock.lockedUntil)}</time> (
                    {formatRelative(lock.lockedUntil)})
                  </>
                ) : (
                  'until unlocked'
                )}
              </span>
            </>
          ) : (
            <strong>Not locked</strong>
          )}
        </div>
      </div>
      <p className={lock.recentFailures > 0 ? 'lock-failures lock-failures-some' : 'lock-failures'}>
        <span data-testid="member-recent-failures">{failuresText(lock.recentFailures)}</span>{' '}
        <span className="muted">5 failures within 15 minutes lock the account for 15 minutes.</span>
      </p>
      {canAct && lock.canUnlock ? (
        <div className="detail-card-actions">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={unlock.isPending}
            data-testid="member-unlock"
            onClick={handleUnlock}
          >
            <Icon name="unlock" size={16} />
            {unlock.isPending ? 'Unlocking…' : lock.isLocked ? 'Unlock' : 'Clear failures'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
