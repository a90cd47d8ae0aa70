import type { StaffTotpSetup } from '@fortuna/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { useSessionStore } from '../../../session/session-store';
import { Field } from '../../../ui/Field';
import { Alert } from '../../../ui/StateViews';
import { confirmTotpEnrolment, startTotpEnrolment } from '../api/session.api';

/** Sets up an authenticator app for the signed-in staff member: QR code (or the secret), then a code to confirm. */
export function TotpEnrolment() {
  const queryClient = useQueryClient();
  const staff = useSessionStore((state) => state.staff);
  const setStaff = useSessionStore((state) => state.setStaff);
  const [setup, setSetup] = useState<StaffTotpSetup | null>(null);
  const [code, setCode] = useState('');
  const start = useMutation({ mutationFn: startTotpEnrolment, onSuccess: setSetup });
  const confirm = useMutation({
    mutationFn: confirmTotpEnrolment,
    onSuccess: (updated) => {
      if (staff) setStaff({ ...staff, ...updated, mustEnrolSecondFactor: false });
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      void queryClient.invalidateQueries({ queryKey: queryKeys.staff });
    },
  });

  if (staff?.hasSecondFactor) {
    return <Alert tone="success">An authenticator app protects your sign-in.</Alert>;
  }

  function handleConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm.mutate(code.trim());
  }

  if (!setup) {
    return (
      <div className="totp-setup">
        <p>Sign-in asks for your password and a 6-digit code from an authenticator app on your phone.</p>
        {start.isError ? <Alert>{errorMessage(start.error)}</Alert> : null}
        <button
          type="button"
          className="btn btn-primary"
          data-testid="totp-start"
          disabled={start.isPending}
          onClick={() => start.mutate()}
        >
          Set up an authenticator app
        </button>
      </div>
    );
  }

  return (
    <form className="totp-setup" onSubmit={handleConfirm} noValidate data-testid="totp-setup">
      <p>Scan this code with your authenticator app, or type the key in by hand.</p>
      <div className="totp-setup-qr">
        <QRCodeSVG value={setup.otpauthUrl} size={180} />
      </div>
      <p>
        Key:{' '}
        <code className="mono totp-setup-secret" data-testid="totp-secret">
          {setup.secret}
        </code>
      </p>
      {confirm.isError ? <Alert>{errorMessage(confirm.error)}</Alert> : null}
      <Field label="Code from the app" htmlFor="totp-code">
        <input
          id="totp-code"
          className="input mono"
          data-testid="totp-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      <button type="submit" className="btn btn-primary" data-testid="totp-confirm" disabled={confirm.isPending}>
        Confirm
      </button>
    </form>
  );
}
