import { staffLoginSchema } from '@fortuna/contracts/staff';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client';
import { useSessionStore } from '../../../session/session-store';
import { Field } from '../../../ui/Field';
import { type FieldErrors, toFieldErrors } from '../../../ui/form-errors';
import { Alert } from '../../../ui/StateViews';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLogin } from '../hooks/useLogin';

function redirectTarget(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    return state.from.startsWith('/') && !state.from.startsWith('/login') ? state.from : '/';
  }
  return '/';
}

export function LoginPage() {
  const token = useSessionStore((state) => state.token);
  const notice = useSessionStore((state) => state.notice);
  const clearNotice = useSessionStore((state) => state.clearNotice);
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const target = redirectTarget(location.state);
  useDocumentTitle('Sign in');

  if (token && !login.isPending) return <Navigate to={target} replace />;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearNotice();
    login.reset();
    const parsed = staffLoginSchema.safeParse({ username, password });
    if (!parsed.success) {
      setFieldErrors(toFieldErrors(parsed.error));
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data, { onSuccess: () => navigate(target, { replace: true }) });
  }

  return (
    <div className="login-screen">
      <aside className="login-aside" aria-hidden="true">
        <div className="brand brand-large">
          <span className="brand-mark">F</span>
          <span className="brand-name">Fortuna</span>
        </div>
        <p className="login-tagline">
          Operate every brand from one place: merchants, site settings, maintenance and staff.
        </p>
        <ul className="login-points">
          <li>Per-merchant white-label switches</li>
          <li>Registration rules and site content</li>
          <li>Full audit trail of every change</li>
        </ul>
      </aside>
      <main className="login-main">
        <form className="login-card" data-testid="admin-login" onSubmit={handleSubmit} noValidate>
          <div className="brand login-card-brand">
            <span className="brand-mark">F</span>
            <span className="brand-name">Fortuna</span>
          </div>
          <h1 className="login-title">Sign in to the back office</h1>
          <p className="login-subtitle">Use your staff account.</p>

          {notice ? <Alert tone="info">{notice}</Alert> : null}
          {login.isError ? <Alert>{errorMessage(login.error)}</Alert> : null}

          <Field label="Username" htmlFor="login-username" error={fieldErrors.username}>
            <input
              id="login-username"
              className="input"
              data-testid="admin-username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              aria-invalid={fieldErrors.username ? true : undefined}
              onChange={(event) => setUsername(event.target.value)}
            />
          </Field>
          <Field label="Password" htmlFor="login-password" error={fieldErrors.password}>
            <input
              id="login-password"
              className="input"
              data-testid="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={fieldErrors.password ? true : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <button
            type="submit"
            className="btn btn-primary btn-block"
            data-testid="admin-login-submit"
            disabled={login.isPending}
          >
            {login.isPending ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </main>
    </div>
  );
}
