import { CRASH_PATHS, type CrashVerifyAnswer, crashVerifyAnswerSchema } from '@fortuna/contracts/studio-crash';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { studioRequest } from '../api/client';
import { asStudioError } from '../api/errors';
import { useI18n } from '../i18n/i18n';
import { crashPointOfHash } from '../lib/crash-point';
import { Icon } from '../ui/Icon';

const GAME_HASH = /^[0-9a-f]{64}$/;

const multiplierText = (hundredths: bigint): string => `${(Number(hundredths) / 100).toFixed(2)}×`;

/** '2.53' → 253n hundredths; null for anything else. */
function hundredthsOf(text: string): bigint | null {
  const match = /^(\d+)\.(\d{2})$/.exec(text);
  return match ? BigInt(match[1] ?? '0') * 100n + BigInt(match[2] ?? '0') : null;
}

function Check({ ok, label }: { ok: boolean; label: string }) {
  return (
    <p className={`form-status form-status--${ok ? 'ok' : 'error'}`}>
      <Icon name={ok ? 'check' : 'warning'} size={16} /> {label}
    </p>
  );
}

/** The verify page for Crash: a revealed game hash, its crash point recomputed locally, its place in the chain. */
export function CrashVerify({ initialHash }: { initialHash: string }) {
  const { t } = useI18n();
  const [hash, setHash] = useState(initialHash);
  const [answer, setAnswer] = useState<CrashVerifyAnswer | null>(null);
  const [localPoint, setLocalPoint] = useState<bigint | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const autoRan = useRef(false);
  const fetchImpl = useMemo(() => (input: string, init?: RequestInit) => fetch(input, init), []);

  const run = async () => {
    const gameHash = hash.trim().toLowerCase();
    setError(null);
    if (!GAME_HASH.test(gameHash)) {
      setError(t('crash.verifyBadHash'));
      return;
    }
    setWorking(true);
    try {
      const verified = await studioRequest(fetchImpl, CRASH_PATHS.verify, crashVerifyAnswerSchema, {
        query: { hash: gameHash },
      });
      setAnswer(verified);
      setLocalPoint(await crashPointOfHash(verified.hash, verified.salt));
    } catch (caught) {
      const failure = asStudioError(caught);
      setAnswer(null);
      setError(failure.kind === 'network' || failure.kind === 'server' ? t('error.network') : failure.message);
    } finally {
      setWorking(false);
    }
  };

  // A link from the game verifies its hash at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the link it was opened with.
  useEffect(() => {
    if (autoRan.current) return;
    autoRan.current = true;
    if (initialHash) void run();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  const serverPoint = answer ? hundredthsOf(answer.crashPoint) : null;
  return (
    <>
      <form className="verify-form" onSubmit={submit}>
        <label className="verify-form__wide">
          <span className="field-label">{t('crash.verifyHash')}</span>
          <input
            value={hash}
            onChange={(event) => setHash(event.target.value)}
            required
            spellCheck={false}
            autoComplete="off"
            data-testid="crash-verify-hash"
          />
        </label>
        <button type="submit" className="button button--primary verify-form__wide" disabled={working}>
          {working ? <span className="spinner" aria-hidden="true" /> : <Icon name="check" size={18} />}{' '}
          {t('verify.submit')}
        </button>
      </form>
      {error && (
        <p className="form-status form-status--error" role="alert">
          {error}
        </p>
      )}
      {answer && serverPoint !== null && (
        <section className="verify-outcome" aria-live="polite">
          <h2>{t('verify.outcome')}</h2>
          <dl className="facts">
            <dt>{t('crash.verifyPoint')}</dt>
            <dd data-testid="crash-verify-point">{multiplierText(serverPoint)}</dd>
            <dt>{t('crash.verifyGame')}</dt>
            <dd>{answer.gameNumber ?? t('crash.verifyUnknown')}</dd>
            <dt>{t('crash.verifySalt')}</dt>
            <dd>
              <code>{answer.salt}</code>
            </dd>
          </dl>
          {localPoint !== null && (
            <Check
              ok={localPoint === serverPoint}
              label={
                localPoint === serverPoint
                  ? `${t('crash.verifyLocal')}: ${multiplierText(localPoint)}`
                  : `${t('crash.verifyLocalMismatch')}: ${multiplierText(localPoint)}`
              }
            />
          )}
          {answer.previousHash !== null && (
            <Check
              ok={answer.linksToPrevious}
              label={answer.linksToPrevious ? t('crash.verifyPrevious') : t('crash.verifyPreviousBad')}
            />
          )}
          <Check
            ok={answer.reachesCommitment}
            label={answer.reachesCommitment ? t('crash.verifyCommitment') : t('crash.verifyCommitmentBad')}
          />
        </section>
      )}
    </>
  );
}
