import { CRASH_GAME_CODE } from '@fortuna/contracts/studio-crash';
import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';
import { ExamplePayTable } from '../common/ExamplePayTable';
import { RawDetail } from '../common/RawDetail';
import { TechnicalLines } from '../common/TechnicalLines';
import { record, textField } from '../paytable-json';
import type { GameModule, PaytableProps, ReplayProps } from '../types';
import { CrashPlay } from './CrashPlay';
import { CrashStage } from './CrashStage';
import { hundredthsText, readMultiplier, winAt } from './crash-maths';
import { asCrashDetail } from './detail';
import './crash.css';

const BASE_GROWTH = 0.00006;

function CrashReplay({ detail, currency, stake, payout, compact }: ReplayProps) {
  const { t } = useI18n();
  const bet = asCrashDetail(detail);
  if (!bet) return <RawDetail detail={detail} />;
  const crash = readMultiplier(bet.crashPoint);
  const cashOut = readMultiplier(bet.cashOut);
  const shown = crash ?? cashOut ?? 100;
  const elapsedMs = Math.log(shown / 100) / BASE_GROWTH;
  return (
    <div className={`crash-replay${compact ? ' crash-replay--compact' : ''}`}>
      {!compact && (
        <CrashStage
          game={{
            number: bet.gameNumber,
            phase: crash === null ? 'flying' : 'crashed',
            bettingEndsAt: 0,
            flightStartsAt: 0,
            growthPerMs: BASE_GROWTH,
            crashPoint: bet.crashPoint,
            crashedAt: elapsedMs,
            hash: bet.hash,
          }}
          clock={{ elapsedMs, multiplier: shown, countdownMs: 0 }}
        />
      )}
      <dl className="facts facts--inline">
        <dt>{t('crash.game')}</dt>
        <dd>#{bet.gameNumber}</dd>
        <dt>{t('money.stake')}</dt>
        <dd>{formatMinor(stake, currency)}</dd>
        <dt>{t('crash.autoCashOut')}</dt>
        <dd>{bet.autoCashOut ? `${bet.autoCashOut}×` : t('crash.autoOff')}</dd>
        <dt>{t('crash.cashedAt')}</dt>
        <dd>{bet.cashOut ? `${bet.cashOut}×` : '—'}</dd>
        <dt>{t('crash.crashedAt')}</dt>
        <dd>{bet.crashPoint ? `${bet.crashPoint}×` : t('crash.inFlight')}</dd>
        <dt>{t('money.payout')}</dt>
        <dd className={payout > 0n ? 'is-win' : 'is-lose'}>{formatMinor(payout, currency)}</dd>
      </dl>
      {bet.hash && !compact && (
        <p className="crash-replay__hash">
          <code className="crash-hash">{bet.hash}</code>{' '}
          <a href={`/studio/verify?game=${CRASH_GAME_CODE}&hash=${bet.hash}`} target="_blank" rel="noreferrer">
            {t('history.verify')}
          </a>
        </p>
      )}
    </div>
  );
}

const EXAMPLE_TARGETS = [101, 150, 200, 300, 500, 1000, 10000];

function CrashPaytable({ paytable, currency }: PaytableProps) {
  const { t } = useI18n();
  const technical = [
    textField(paytable, 'chain'),
    textField(paytable, 'crashPoint'),
    textField(paytable, 'survival'),
    textField(paytable, 'payout'),
  ];
  const stake = 100_000n;
  return (
    <div className="paytable">
      <p>{t('crash.rules')}</p>
      <p>{t('crash.rulesCashOut')}</p>
      <p>{t('crash.rulesFair')}</p>
      <dl className="facts">
        <dt>RTP</dt>
        <dd>99.00%</dd>
        <dt>{t('crash.autoCashOut')}</dt>
        <dd>1.01× – 1,000,000.00×</dd>
      </dl>
      <ExamplePayTable
        title={t('crash.exampleTable')}
        columns={[t('crash.target'), t('crash.chance')]}
        stake={stake}
        currency={currency}
      >
        {EXAMPLE_TARGETS.map((target) => (
          <tr key={target}>
            <td>{hundredthsText(target)}×</td>
            <td>{((99 / target) * 100).toFixed(target >= 1000 ? 3 : 2)}%</td>
            <td>{formatMinor(winAt(stake, target), currency)}</td>
          </tr>
        ))}
      </ExamplePayTable>
      <TechnicalLines lines={technical} />
    </div>
  );
}

export const crashModule: GameModule = {
  Play: CrashPlay,
  Replay: CrashReplay,
  Paytable: CrashPaytable,
  summarize(round, t) {
    const bet = asCrashDetail(round.detail);
    if (!bet) return '';
    const outcome = bet.cashOut ? `${t('crash.cashedAt')} ${bet.cashOut}×` : t('crash.busted');
    return `#${bet.gameNumber} · ${outcome}${bet.crashPoint ? ` · ${t('crash.crashedAt')} ${bet.crashPoint}×` : ''}`;
  },
  exampleChoices: { stake: '100000', autoCashOut: '2.00' },
  inputChoices(stored) {
    const choices = record(stored);
    if (!choices) return stored;
    return { stake: String(choices.stake ?? ''), autoCashOut: choices.autoCashOut ?? '1.01' };
  },
  // A bet in flight waits for the player (cash out) like an interactive round: the play screen resumes it.
  interactive: true,
  awaitsPlayer: (round) => asCrashDetail(round.detail)?.status === 'placed',
};
