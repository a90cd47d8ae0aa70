import type { Staff } from '@fortuna/contracts/staff';
import { Badge } from '../../../ui/Badge';
import { ROLE_META } from './role-meta';

export function StaffTable({ staff, currentStaffId }: { staff: Staff[]; currentStaffId: number | undefined }) {
  return (
    <div className="table-wrap">
      <table className="table" data-testid="staff-table">
        <thead>
          <tr>
            <th scope="col">Username</th>
            <th scope="col">Display name</th>
            <th scope="col">Roles</th>
            <th scope="col">Status</th>
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
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
