import type { VerifyAnswer } from '@fortuna/contracts/studio';
import { CRASH_GAME_CODE } from '@fortuna/contracts/studio-crash';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { asStudioError } from '../api/errors';
import { httpStudioApi } from '../api/studio-api';
import { GAMES, gameEntry } from '../games/registry';
import type { GameModule } from '../games/types';
import { useI18n } from '../i18n/i18n';
import { formatMinor, readMinor } from '../lib/money';
import { sha256Hex } from '../lib/sha256';
import { Icon } from '../ui/Icon';
import { CrashVerify } from './CrashVerify';
import { PageFrame } from './PageFrame';

interface Outcome {
  answer: VerifyAnswer;
  module: GameModule | null;
  gameCode: string;
  localHash: string | null;
}

function Verify() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const api = useMemo(() => httpStudioApi(), []);
  const [gameCode, setGameCode] = useState(() => gameEntry(params.get('game') ?? '')?.code ?? GAMES[0]?.code ?? '');
  const [serverSeed, setServerSeed] = useState(params.get('serverSeed') ?? '');
  const [clientSeed, setClientSeed] = useState(params.get('clientSeed') ?? '');
  const [nonce, setNonce] = useState(params.get('nonce') ?? '0');
  const [choices, setChoices] = useState(params.get('choices') ?? '');
  const expectedHash = params.get('hash');
  // The link from a game names the round's currency; without it amounts are plain minor units.
  const currency = /^[A-Z]{3,5}$/.test(params.get('currency') ?? '') ? (params.get('currency') ?? '') : '';
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const autoRan = useRef(false);

  const run = async () => {
    setError(null);
    try {
      JSON.parse(choices);
    } catch {
      setError(t('verify.badJson'));
      return;
    }
    setWorking(true);
    try {
      const nonceNumber = Number.parseInt(nonce, 10);
      const [answer, module, localHash] = await Promise.all([
        api.verify({
          gameCode,
          serverSeed: serverSeed.trim(),
          clientSeed: clientSeed.trim(),
          nonce: Number.isFinite(nonceNumber) ? nonceNumber : 0,
          choices,
        }),
        gameEntry(gameCode)?.load() ?? Promise.resolve(null),
        sha256Hex(serverSeed.trim()).catch(() => null),
      ]);
      setOutcome({ answer, module, gameCode, localHash });
    } catch (caught) {
      const failure = asStudioError(caught);
      setOutcome(null);
      setError(
        failure.kind === 'network' || failure.kind === 'server'
          ? t('error.network')
          : failure.message || t('error.rejected'),
      );
    } finally {
      setWorking(false);
    }
  };

  // A prefilled link verifies at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the link it was opened with.
  useEffect(() => {
    if (autoRan.current) return;
    autoRan.current = true;
    if (serverSeed && clientSeed && choices) void run();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  const example = () => {
    const entry = gameEntry(gameCode);
    void entry?.load().then((module) => setChoices(JSON.stringify(module.exampleChoices)));
  };

  const hash = outcome?.answer.serverSeedHash ?? null;
  const matches = hash && expectedHash ? hash.toLowerCase() === expectedHash.toLowerCase() : null;
  const stake = readMinor(outcome?.answer.stake) ?? 0n;
  const payout = readMinor(outcome?.answer.payout) ?? 0n;

  const gamePicker = (
    <label>
      <span className="field-label">{t('verify.game')}</span>
      <select value={gameCode} onChange={(event) => setGameCode(event.target.value)}>
        {GAMES.map((game) => (
          <option key={game.code} value={game.code}>
            {t(game.nameKey)}
          </option>
        ))}
      </select>
    </label>
  );

  if (gameCode === CRASH_GAME_CODE) {
    return (
      <article className="page-card">
        <header className="page-card__header">
          <h1>
            <Icon name="shield" size={26} /> {t('verify.title')}
          </h1>
          <p className="muted">{t('crash.verifyIntro')}</p>
        </header>
        <div className="verify-form">{gamePicker}</div>
        <CrashVerify initialHash={expectedHash ?? ''} />
      </article>
    );
  }

  return (
    <article className="page-card">
      <header className="page-card__header">
        <h1>
          <Icon name="shield" size={26} /> {t('verify.title')}
        </h1>
        <p className="muted">{t('verify.intro')}</p>
      </header>
      <form className="verify-form" onSubmit={submit}>
        {gamePicker}
        <label>
          <span className="field-label">{t('fair.serverSeed')}</span>
          <input
            value={serverSeed}
            onChange={(event) => setServerSeed(event.target.value)}
            required
            spellCheck={false}
            autoComplete="off"
          />
        </label>
        <label>
          <span className="field-label">{t('fair.clientSeed')}</span>
          <input
            value={clientSeed}
            onChange={(event) => setClientSeed(event.target.value)}
            required
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
          />
        </label>
        <label>
          <span className="field-label">{t('fair.nonceShort')}</span>
          <input
            value={nonce}
            onChange={(event) => setNonce(event.target.value.replace(/\D/g, ''))}
            inputMode="numeric"
            required
          />
        </label>
        <label className="verify-form__wide">
          <span className="field-label">
            {t('verify.choices')}
            <button type="button" className="link-button" onClick={example}>
              {t('verify.example')}
            </button>
          </span>
          <textarea
            value={choices}
            onChange={(event) => setChoices(event.target.value)}
            rows={4}
            spellCheck={false}
            required
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
      {outcome && (
        <section className="verify-outcome" aria-live="polite">
          <h2>{t('verify.outcome')}</h2>
          <div className="seed-row">
            <span className="seed-row__label">{t('verify.hash')}</span>
            <div className="seed-row__value">
              <code data-testid="verify-hash">{outcome.answer.serverSeedHash}</code>
            </div>
            {outcome.localHash && outcome.localHash !== outcome.answer.serverSeedHash && (
              <p className="form-status form-status--error">{t('verify.hashMismatch')}</p>
            )}
            {matches !== null && (
              <p className={`form-status form-status--${matches ? 'ok' : 'error'}`}>
                <Icon name={matches ? 'check' : 'warning'} size={16} />{' '}
                {matches ? t('verify.hashMatch') : t('verify.hashMismatch')}
              </p>
            )}
          </div>
          {outcome.module ? (
            <outcome.module.Replay detail={outcome.answer.detail} currency={currency} stake={stake} payout={payout} />
          ) : (
            <pre className="raw-detail">{JSON.stringify(outcome.answer.detail, null, 2)}</pre>
          )}
          <dl className="facts facts--inline">
            <dt>{t('money.stake')}</dt>
            <dd>{formatMinor(stake, currency)}</dd>
            <dt>{t('money.payout')}</dt>
            <dd className={payout > 0n ? 'text-win' : undefined}>{formatMinor(payout, currency)}</dd>
          </dl>
        </section>
      )}
    </article>
  );
}

/** /studio/verify: replays any round from its seeds, for anyone. */
export function VerifyPage() {
  return (
    <PageFrame>
      <Verify />
    </PageFrame>
  );
}
