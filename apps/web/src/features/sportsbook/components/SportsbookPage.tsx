import { ESPORTS_EVENTS_GAME, VIRTUAL_FOOTBALL_GAME } from '@fortuna/contracts/sportsbook';
import { ODDS_FORMATS, type OddsFormat } from '@fortuna/games/sportsbook/odds-formats';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatSiteMoney } from '../../../lib/money-display';
import { fetchBalance, fetchDeskEvents, fetchMyBets, fetchResults, fetchRounds } from '../api/sportsbook-api';
import { pickKey, refreshDeskPicks, refreshPicks, type SlipPick, togglePick } from '../logic/bet-slip';
import { SLOW_POLL_MS, useSportsLive } from '../logic/use-sports-live';
import { useSportsSession } from '../logic/use-sports-session';
import { BetSlip } from './BetSlip';
import { EventsBoard } from './EventsBoard';
import { MyBets } from './MyBets';
import { ResultsBoard } from './ResultsBoard';
import { RoundCard } from './RoundCard';
import { TabBar } from './TabBar';
import './sportsbook.css';
import './sportsbook-live.css';

const FORMAT_KEY = 'fortuna.sportsbook.oddsFormat';

function storedFormat(): OddsFormat {
  const value = localStorage.getItem(FORMAT_KEY);
  return ODDS_FORMATS.find((format) => format === value) ?? 'decimal';
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const WINDOW_TABS = ['matches', 'events', 'myBets', 'results'] as const;
/** Without the live connection (not open yet) the window reads its data this often instead. */
const FALLBACK_POLL_MS = 5000;
/** While a virtual match is played its goals are read this often (the server reveals them minute by minute). */
const PLAYING_POLL_MS = 2000;
type WindowTab = (typeof WINDOW_TABS)[number];

/**
 * The sportsbook window the lobby's launch opens: the virtual league, the desk's events (on the e-sports tab when
 * opened from the e-sports lobby), the bet slip, the member's bets and the results. Odds, suspensions, scores and
 * bet status come over the site socket; the window reads everything again only slowly, as a safety net.
 */
export function SportsbookPage() {
  const { t } = useTranslation();
  const { session, failed } = useSportsSession();
  const queries = useQueryClient();
  const now = useNow(500);
  const [format, setFormat] = useState<OddsFormat>(storedFormat);
  const gameCode = useParams().gameCode ?? VIRTUAL_FOOTBALL_GAME;
  const [tab, setTab] = useState<WindowTab>(gameCode === VIRTUAL_FOOTBALL_GAME ? 'matches' : 'events');
  const [picks, setPicks] = useState<SlipPick[]>([]);
  const [isSlipOpen, setSlipOpen] = useState(false);
  const token = session?.token ?? '';
  const isLive = useSportsLive(token);
  const pollMs = isLive ? SLOW_POLL_MS : FALLBACK_POLL_MS;
  const rounds = useQuery({
    queryKey: ['sportsbook', 'rounds'],
    queryFn: ({ signal }) => fetchRounds(signal),
    // A virtual match being played shows its goals as the server reveals them, minute by minute.
    refetchInterval: (query) => (query.state.data?.some((r) => r.status === 'closed') ? PLAYING_POLL_MS : pollMs),
  });
  const events = useQuery({
    queryKey: ['sportsbook', 'events'],
    queryFn: ({ signal }) => fetchDeskEvents(signal),
    refetchInterval: pollMs,
  });
  const bets = useQuery({
    queryKey: ['sportsbook', 'bets', token],
    queryFn: ({ signal }) => fetchMyBets(token, signal),
    enabled: token !== '',
    refetchInterval: pollMs,
  });
  const balance = useQuery({
    queryKey: ['sportsbook', 'balance', token],
    queryFn: ({ signal }) => fetchBalance(token, signal),
    enabled: token !== '',
    refetchInterval: pollMs,
  });
  const results = useQuery({
    queryKey: ['sportsbook', 'results'],
    queryFn: ({ signal }) => fetchResults(signal),
    enabled: tab === 'results',
    refetchInterval: SLOW_POLL_MS,
  });
  const roundList = rounds.data ?? [];
  useEffect(() => {
    if (rounds.data) setPicks((current) => refreshPicks(current, rounds.data));
  }, [rounds.data]);
  useEffect(() => {
    if (events.data) setPicks((current) => refreshDeskPicks(current, events.data));
  }, [events.data]);
  const picked = useMemo(() => new Set(picks.map(pickKey)), [picks]);

  if (failed) {
    return (
      <main className="sb-page sb-page--ended">
        <p>{t('sportsbook.sessionEnded')}</p>
      </main>
    );
  }
  const shownBalance = balance.data?.balance ?? session?.balance;
  const slip = session ? (
    <BetSlip
      session={session}
      picks={picks}
      format={format}
      onRemove={(pick) => setPicks((current) => current.filter((p) => pickKey(p) !== pickKey(pick)))}
      onClear={() => setPicks([])}
      onPlaced={() => {
        void queries.invalidateQueries({ queryKey: ['sportsbook'] });
      }}
    />
  ) : null;

  return (
    <main className="sb-page" data-testid="sportsbook">
      <header className="sb-top">
        <h1 className="sb-top__title">{t('sportsbook.title')}</h1>
        <div className="sb-top__side">
          <label className="sb-format">
            <span>{t('sportsbook.oddsFormat')}</span>
            <select
              value={format}
              onChange={(event) => {
                const next = ODDS_FORMATS.find((f) => f === event.target.value) ?? 'decimal';
                localStorage.setItem(FORMAT_KEY, next);
                setFormat(next);
              }}
              data-testid="sb-format"
            >
              {ODDS_FORMATS.map((option) => (
                <option key={option} value={option}>
                  {t(`sportsbook.formats.${option}`)}
                </option>
              ))}
            </select>
          </label>
          <div className="sb-balance">
            <span>{t('sportsbook.balance')}</span>
            <strong data-testid="sb-balance">{shownBalance ? formatSiteMoney(BigInt(shownBalance)) : '…'}</strong>
          </div>
        </div>
      </header>
      <TabBar
        options={WINDOW_TABS}
        selected={tab}
        onSelect={setTab}
        label={(option) => t(`sportsbook.tabs.${option}`)}
        testId={(option) => `sb-tab-${option}`}
      />
      <div className="sb-layout">
        <div className="sb-main">
          {tab === 'events' ? (
            <EventsBoard
              events={events.data ?? []}
              initialTab={gameCode === ESPORTS_EVENTS_GAME ? 'esports' : 'football'}
              format={format}
              picked={picked}
              onPick={(pick) => setPicks((current) => togglePick(current, pick))}
            />
          ) : tab === 'matches' ? (
            roundList.map((round) => (
              <RoundCard
                key={round.id}
                round={round}
                now={now}
                format={format}
                picked={picked}
                onPick={(pick) => setPicks((current) => togglePick(current, pick))}
              />
            ))
          ) : tab === 'results' ? (
            <ResultsBoard results={results.data ?? []} />
          ) : (
            <MyBets
              bets={bets.data ?? []}
              format={format}
              token={token}
              onCashedOut={() => void queries.invalidateQueries({ queryKey: ['sportsbook'] })}
            />
          )}
        </div>
        <aside className={`sb-aside${isSlipOpen ? ' sb-aside--open' : ''}`}>
          <button
            type="button"
            className="sb-aside__close"
            onClick={() => setSlipOpen(false)}
            aria-label={t('common.close')}
          >
            ×
          </button>
          {slip}
        </aside>
      </div>
      <button type="button" className="sb-slip-toggle" onClick={() => setSlipOpen(true)} data-testid="sb-slip-toggle">
        {t('sportsbook.slip.open', { count: picks.length })}
      </button>
    </main>
  );
}
