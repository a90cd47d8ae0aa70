import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../../session/session-store';
import { Alert } from '../../../ui/StateViews';
import { Switch } from '../../../ui/Switch';
import { TotpEnrolment } from '../../auth/components/TotpEnrolment';
import { staffSettingsQuery } from '../api/staff.api';
import { useUpdateStaffSettings } from '../hooks/useStaffSecurity';

/** The signed-in member's own second factor and, for admins, the rule requiring one for all staff. */
export function StaffSecurityCard({ canManage }: { canManage: boolean }) {
  const hasSecondFactor = useSessionStore((state) => state.staff?.hasSecondFactor ?? false);
  const settings = useQuery({ ...staffSettingsQuery, enabled: canManage });
  const update = useUpdateStaffSettings();
  const isRequired = settings.data?.requireSecondFactor ?? false;

  return (
    <section className="card staff-security" data-testid="staff-security">
      <h2 className="card-title">Sign-in security</h2>
      <TotpEnrolment />
      {canManage ? (
        <div className="switch-row">
          <label className="switch-text" htmlFor="staff-require-2fa">
            <span className="switch-label">Require an authenticator app for all staff</span>
            <span className="switch-hint">
              Staff without one set it up at their next sign-in, before anything else.
            </span>
          </label>
          <Switch
            id="staff-require-2fa"
            checked={isRequired}
            disabled={settings.isPending || update.isPending}
            data-testid="staff-require-2fa"
            onCheckedChange={(checked) => update.mutate({ requireSecondFactor: checked })}
          />
        </div>
      ) : null}
      {canManage && !hasSecondFactor && !isRequired ? (
        <Alert tone="info">Set up your own authenticator first to require one for all staff.</Alert>
      ) : null}
    </section>
  );
}
