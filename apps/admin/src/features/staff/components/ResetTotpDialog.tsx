import type { Staff } from '@fortuna/contracts/staff';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useResetStaffTotp } from '../hooks/useStaffSecurity';

/** Asks before removing a staff member's authenticator (a lost phone). */
export function ResetTotpDialog({ staff, onClose }: { staff: Staff; onClose: () => void }) {
  const reset = useResetStaffTotp();
  return (
    <ConfirmDialog
      title="Reset the authenticator?"
      testId="staff-reset-totp-dialog"
      confirmTestId="staff-reset-totp-confirm"
      confirmLabel="Reset authenticator"
      pendingLabel="Resetting…"
      tone="danger"
      isPending={reset.isPending}
      error={reset.error}
      onConfirm={() => reset.mutate(staff.id, { onSuccess: onClose })}
      onClose={onClose}
    >
      <p>
        {staff.username} will sign in with the password only until they set up a new authenticator app (at once if the
        back office requires one).
      </p>
    </ConfirmDialog>
  );
}
