import { type FormEvent, useState } from 'react';
import type { RotateSeedAnswer } from '../api/studio-api';
import type { GameModule } from '../games/types';
import { useI18n } from '../i18n/i18n';
import { verifyHref } from '../lib/launch';
import { newRequestId } from '../lib/request-id';
import { CopyButton } from '../ui/CopyButton';
import { Icon } from '../ui/Icon';
import type { GameController } from './controller';

const CLIENT_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/;

export function isValidClientSeed(seed: string): boolean {
  return CLIENT_SEED_PATTERN.test(seed);
}

function SeedRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="seed-row">
      <span className="seed-row__label">{label}</span>
      <div className="seed-row__value">
        <code>{value}</code>
        <CopyButton text={value} />
      </div>
    </div>
  );
}

/** Provably fair: the committed hash, the client seed (changeable), the nonce, and seed rotation. */
export function FairnessPanel({ ctl, module }: { ctl: GameController; module: GameModule }) {
  const { t, language } = useI18n();
  const [seed, setSeed] = useState('');
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [working, setWorking] = useState(false);
  const [revealed, setRevealed] = useState<RotateSeedAnswer['revealed'] | null>(null);

  const saveSeed = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = seed.trim();
    if (!isValidClientSeed(trimmed)) {
      setStatus({ kind: 'error', text: t('fair.invalidSeed') });
      return;
    }
    setWorking(true);
    try {
      const answer = await ctl.setClientSeed(trimmed);
      setSeed('');
      setStatus({ kind: 'ok', text: t('fair.saved') });
      // The server retires the current pair for a new client seed: its seed is revealed now.
      if (answer.revealed) setRevealed(answer.revealed);
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof Error && error.message ? error.message : t('error.network') });
    } finally {
      setWorking(false);
    }
  };

  const rotate = async () => {
    setWorking(true);
    setStatus(null);
    try {
      const answer = await ctl.rotateSeed();
      setRevealed(answer.revealed);
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof Error && error.message ? error.message : t('error.network') });
    } finally {
      setWorking(false);
    }
  };

  // The revealed pair's last round in this session, to prefill the verify page.
  const lastRound = revealed
    ? ctl.history.find((round) => round.serverSeedHash === revealed.serverSeedHash)
    : undefined;
  const link = revealed
    ? verifyHref({
        gameCode: ctl.game.code,
        serverSeed: revealed.serverSeed,
        serverSeedHash: revealed.serverSeedHash,
        clientSeed: lastRound?.clientSeed ?? revealed.clientSeed,
        nonce: lastRound ? lastRound.nonce : Math.max(0, revealed.nonce - 1),
        choices: lastRound ? (ctl.sentChoices[lastRound.roundId] ?? module.inputChoices(lastRound.choices)) : undefined,
        currency: ctl.currency,
        lang: language,
      })
    : null;

  return (
    <div className="fairness">
      <p className="muted">{t('fair.intro')}</p>
      <SeedRow label={t('fair.serverSeedHash')} value={ctl.fairness.serverSeedHash} />
      <SeedRow label={t('fair.clientSeed')} value={ctl.fairness.clientSeed} />
      <div className="seed-row">
        <span className="seed-row__label">{t('fair.nonce')}</span>
        <div className="seed-row__value">
          <code>{ctl.fairness.nonce}</code>
        </div>
      </div>

      <form className="fairness__form" onSubmit={saveSeed}>
        <label htmlFor="client-seed" className="field-label">
          {t('fair.newClientSeed')}
        </label>
        <div className="fairness__form-row">
          <input
            id="client-seed"
            value={seed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setSeed(event.target.value)}
            disabled={working || ctl.busy}
          />
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setSeed(newRequestId().slice(2, 22))}
            disabled={working || ctl.busy}
          >
            {t('fair.random')}
          </button>
          <button type="submit" className="button button--primary" disabled={working || ctl.busy || seed.trim() === ''}>
            {t('fair.save')}
          </button>
        </div>
      </form>

      <div className="fairness__rotate">
        <button type="button" className="button button--secondary" onClick={rotate} disabled={working || ctl.busy}>
          <Icon name="refresh" size={18} /> {t('fair.rotate')}
        </button>
        <p className="muted small">{t('fair.rotateHint')}</p>
      </div>

      {status && (
        <p className={`form-status form-status--${status.kind}`} role="status">
          {status.text}
        </p>
      )}

      {revealed && link && (
        <div className="fairness__revealed">
          <h3>{t('fair.revealed')}</h3>
          <SeedRow label={t('fair.serverSeed')} value={revealed.serverSeed} />
          <SeedRow label={t('fair.serverSeedHash')} value={revealed.serverSeedHash} />
          <SeedRow label={t('fair.clientSeed')} value={revealed.clientSeed} />
          <div className="seed-row">
            <span className="seed-row__label">{t('fair.nonceShort')}</span>
            <div className="seed-row__value">
              <code>{revealed.nonce}</code>
            </div>
          </div>
          <a className="button button--primary" href={link} target="_blank" rel="noopener">
            <Icon name="external" size={18} /> {t('fair.verifyLink')}
          </a>
        </div>
      )}
    </div>
  );
}
