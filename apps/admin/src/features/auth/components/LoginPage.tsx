import { type StaffLogin, staffLoginSchema } from '@fortuna/contracts/staff';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../api/client';
import { useSessionStore } from '../../../session/session-store';
import { Field } from '../../../ui/Field';
import { type FieldErrors, toFieldErrors } from '../../../ui/form-errors';
import { Alert } from '../../../ui/StateViews';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { fetchCaptcha, solvedChallengeField } from '../api/session.api';
import { useLogin } from '../hooks/useLogin';

/** Whether a refused sign-in asks for the captcha next time (the server says so in value.captcha). */
function asksForCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const value = error.value;
  const isFlagged = typeof value === 'object' && value !== null && 'captcha' in value && value.captcha === true;
  return isFlagged || error.code === 'CAPTCHA_REQUIRED' || error.code === 'CAPTCHA_INVALID';
}

/** The first answer to an account with an authenticator: a request for its code, not an error. */
function isCodeRequest(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'SECOND_FACTOR_REQUIRED';
}

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
  const [code, setCode] = useState('');
  const [isCodeAsked, setIsCodeAsked] = useState(false);
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState('');
  const [isPreparing, setIsPreparing] = useState(false);
  const [prepareError, setPrepareError] = useState<unknown>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const target = redirectTarget(location.state);
  useDocumentTitle('Sign in');

  if (token && !login.isPending) return <Navigate to={target} replace />;

  async function refreshCaptcha() {
    setCaptcha('');
    setCaptchaImage(await fetchCaptcha().catch(() => null));
  }

  function handleRefused(error: unknown) {
    if (isCodeRequest(error)) setIsCodeAsked(true);
    // Any refusal spends the captcha shown: a new one goes with the next try.
    if (asksForCaptcha(error) || captchaImage) void refreshCaptcha();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearNotice();
    login.reset();
    setPrepareError(null);
    const input: StaffLogin = { username, password };
    if (isCodeAsked) input.code = code;
    if (captchaImage) input.captcha = captcha;
    const parsed = staffLoginSchema.safeParse(input);
    if (!parsed.success) {
      setFieldErrors(toFieldErrors(parsed.error));
      return;
    }
    setFieldErrors({});
    const body = parsed.data;
    if (captchaImage) {
      // The captcha comes with a proof-of-work challenge the page solves (well under a second).
      setIsPreparing(true);
      try {
        body.challenge = await solvedChallengeField();
      } catch (error) {
        setPrepareError(error);
        return;
      } finally {
        setIsPreparing(false);
      }
    }
    login.mutate(body, { onSuccess: () => navigate(target, { replace: true }), onError: handleRefused });
  }

  const isBusy = login.isPending || isPreparing;

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
          {login.isError ? (
            <Alert tone={isCodeRequest(login.error) ? 'info' : 'danger'}>{errorMessage(login.error)}</Alert>
          ) : null}
          {prepareError ? <Alert>{errorMessage(prepareError)}</Alert> : null}

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
          {isCodeAsked ? (
            <Field
              label="Authenticator code"
              htmlFor="login-code"
              hint="The 6-digit code your authenticator app shows for the back office."
              error={fieldErrors.code}
            >
              <input
                id="login-code"
                className="input mono"
                data-testid="admin-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                aria-invalid={fieldErrors.code ? true : undefined}
                onChange={(event) => setCode(event.target.value)}
              />
            </Field>
          ) : null}
          {captchaImage ? (
            <Field label="Captcha" htmlFor="login-captcha" error={fieldErrors.captcha}>
              <div className="login-captcha">
                <img src={captchaImage} alt="Captcha: type the characters shown" data-testid="admin-captcha-image" />
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => void refreshCaptcha()}>
                  New image
                </button>
              </div>
              <input
                id="login-captcha"
                className="input mono"
                data-testid="admin-captcha"
                name="captcha"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={captcha}
                onChange={(event) => setCaptcha(event.target.value)}
              />
            </Field>
          ) : null}
          <button
            type="submit"
            className="btn btn-primary btn-block"
            data-testid="admin-login-submit"
            disabled={isBusy}
          >
            {isBusy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </main>
    </div>
  );
}
