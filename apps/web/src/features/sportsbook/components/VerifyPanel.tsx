import type { SportsRound } from '@fortuna/contracts/sportsbook';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The round's commitment: the hash published before betting, the seed after, checked here in the browser. */
export function VerifyPanel({ round }: { round: SportsRound }) {
  const { t } = useTranslation();
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    if (!round.seed || !crypto.subtle) return;
    void sha256Hex(round.seed).then((hash) => setMatches(hash === round.seedHash));
  }, [round.seed, round.seedHash]);
  return (
    <div className="sb-verify" data-testid={`sb-verify-${round.id}`}>
      <h4>{t('sportsbook.verify.title')}</h4>
      <dl>
        <dt>{t('sportsbook.verify.hash')}</dt>
        <dd className="sb-mono">{round.seedHash}</dd>
        <dt>{t('sportsbook.verify.seed')}</dt>
        <dd className="sb-mono">{round.seed ?? t('sportsbook.verify.pending')}</dd>
      </dl>
      {matches !== null && (
        <p className={matches ? 'sb-ok' : 'sb-bad'} data-testid="sb-verify-result">
          {matches ? t('sportsbook.verify.matches') : t('sportsbook.verify.mismatch')}
        </p>
      )}
      <p className="sb-muted">{t('sportsbook.verify.how', { code: round.code })}</p>
    </div>
  );
}
