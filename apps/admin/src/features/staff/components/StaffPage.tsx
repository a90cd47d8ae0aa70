import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanManage } from '../../../session/permissions';
import { useSessionStore } from '../../../session/session-store';
import { Icon } from '../../../ui/Icon';
import { PageHeader } from '../../../ui/PageHeader';
import { Alert, EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { staffListQuery } from '../api/staff.api';
import { CreateStaffDialog } from './CreateStaffDialog';
import { StaffSecurityCard } from './StaffSecurityCard';
import { StaffTable } from './StaffTable';

export function StaffPage() {
  const canManage = useCanManage();
  const currentStaffId = useSessionStore((state) => state.staff?.id);
  // The server lists staff to administrators only.
  const staff = useQuery({ ...staffListQuery, enabled: canManage });
  const [isCreating, setIsCreating] = useState(false);

  return (
    <>
      <PageHeader
        title="Staff"
        description="Back-office accounts and what each may do. Only administrators can add staff."
        actions={
          canManage ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setIsCreating(true)}
              data-testid="staff-create"
            >
              <Icon name="plus" size={16} /> New staff
            </button>
          ) : null
        }
      />
      <StaffSecurityCard canManage={canManage} />
      {canManage ? null : (
        <div className="page-notice">
          <Alert tone="info">Only administrators can see and manage staff accounts.</Alert>
        </div>
      )}
      <section className="card card-flush" hidden={!canManage}>
        {staff.isPending && canManage ? <LoadingBlock /> : null}
        {staff.isError ? <ErrorBlock error={staff.error} onRetry={() => void staff.refetch()} /> : null}
        {staff.data?.length === 0 ? <EmptyState title="No staff accounts" /> : null}
        {staff.data && staff.data.length > 0 ? <StaffTable staff={staff.data} currentStaffId={currentStaffId} /> : null}
      </section>
      {isCreating ? <CreateStaffDialog onClose={() => setIsCreating(false)} /> : null}
    </>
  );
}
