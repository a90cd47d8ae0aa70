import { CRASH_GAME_CODE, type CrashRecentGame } from '@fortuna/contracts/studio-crash';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { sha256Hex } from '../../lib/sha256';

const SHOWN = 6;

/** Whether SHA-256 of each revealed hash is the hash of the game before it (checked here, in the browser). */
function useLinkChecks(recent: CrashRecentGame[]): Record<number, boolean> {
  const [checks, setChecks] = useState<Record<number, boolean>>({});
  useEffect(() => {
    let cancelled = false;
    void Promise.all(
      recent.slice(0, SHOWN).map(async (game, index) => {
        const previous = recent[index + 1];
        if (!previous || previous.number !== game.number - 1) return null;
        return [game.number, (await sha256Hex(game.hash)) === previous.hash] as const;
      }),
    ).then((results) => {
      if (!cancelled) setChecks(Object.fromEntries(results.filter((r) => r !== null)));
    });
    return () => {
      cancelled = true;
    };
  }, [recent]);
  return checks;
}

/** The provably-fair side: the chain's commitment, the salt, and the last revealed hashes with links to verify. */
export function CrashFairness({
  commitment,
  salt,
  recent,
}: {
  commitment: string;
  salt: string;
  recent: CrashRecentGame[];
}) {
  const { t } = useI18n();
  const checks = useLinkChecks(recent);
  return (
    <details className="crash-fairness game-panel" data-testid="crash-fairness">
      <summary>{t('crash.fairness')}</summary>
      <p className="muted">{t('crash.fairnessIntro')}</p>
      <dl className="facts">
        <dt>{t('crash.commitment')}</dt>
        <dd>
          <code className="crash-hash">{commitment}</code>
        </dd>
        <dt>{t('crash.salt')}</dt>
        <dd>
          <code>{salt}</code>
        </dd>
      </dl>
      <ul className="crash-fairness__games">
        {recent.slice(0, SHOWN).map((game) => (
          <li key={game.number}>
            <span>
              #{game.number} · {game.crashPoint}×
            </span>
            <code className="crash-hash">{game.hash}</code>
            {checks[game.number] !== undefined && (
              <span className={checks[game.number] ? 'is-win' : 'is-lose'}>
                {checks[game.number] ? t('crash.linkOk') : t('crash.linkBad')}
              </span>
            )}
            <a href={`/studio/verify?game=${CRASH_GAME_CODE}&hash=${game.hash}`} target="_blank" rel="noreferrer">
              {t('history.verify')}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
