import type { Staff } from '@fortuna/contracts/staff';
import { useState } from 'react';
import { Badge } from '../../../ui/Badge';
import { useUnlockStaff } from '../hooks/useStaffSecurity';
import { ResetTotpDialog } from './ResetTotpDialog';
import { ROLE_META } from './role-meta';

export function StaffTable({ staff, currentStaffId }: { staff: Staff[]; currentStaffId: number | undefined }) {
  const unlock = useUnlockStaff();
  const [resetting, setResetting] = useState<Staff | null>(null);
  return (
    <div className="table-wrap">
      <table className="table" data-testid="staff-table">
        <thead>
          <tr>
            <th scope="col">Username</th>
            <th scope="col">Display name</th>
            <th scope="col">Roles</th>
            <th scope="col">Status</th>
            <th scope="col">Sign-in</th>
          </tr>
        </thead>
        <tbody>
          {staff.map((member) => (
            <tr key={member.id} data-testid={`staff-row-${member.username}`}>
              <td>
                <span className="mono cell-strong">{member.username}</span>
                {member.id === currentStaffId ? <span className="you-tag">you</span> : null}
              </td>
              <td>{member.displayName}</td>
              <td>
                <div className="badge-row">
                  {member.roles.map((role) => (
                    <Badge key={role} tone={ROLE_META[role].tone}>
                      {ROLE_META[role].label}
                    </Badge>
                  ))}
                </div>
              </td>
              <td>
                <Badge tone={member.status === 'active' ? 'success' : 'danger'} dot>
                  {member.status === 'active' ? 'Active' : 'Suspended'}
                </Badge>
              </td>
              <td>
                <div className="badge-row">
                  <Badge tone={member.hasSecondFactor ? 'success' : 'neutral'}>
                    {member.hasSecondFactor ? 'Authenticator' : 'Password only'}
                  </Badge>
                  {member.hasSecondFactor && member.id !== currentStaffId ? (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      data-testid={`staff-reset-totp-${member.username}`}
                      onClick={() => setResetting(member)}
                    >
                      Reset authenticator
                    </button>
                  ) : null}
                  {member.isLocked ? (
                    <>
                      <Badge tone="danger" dot>
                        Locked
                      </Badge>
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        data-testid={`staff-unlock-${member.username}`}
                        disabled={unlock.isPending}
                        onClick={() => unlock.mutate(member.id)}
                      >
                        Unlock
                      </button>
                    </>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {resetting ? <ResetTotpDialog staff={resetting} onClose={() => setResetting(null)} /> : null}
    </div>
  );
}
