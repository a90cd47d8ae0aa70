import type { TFunction } from 'i18next';
import { enSportsbook } from '../../../i18n/locales/en-sportsbook';
import { marketLine } from '../logic/bet-slip';

const texts = enSportsbook.sportsbook;
type MarketKind = keyof typeof texts.markets;
type SelectionCode = keyof typeof texts.selections;
type TeamCode = keyof typeof texts.teams;
type LegResultCode = keyof typeof texts.bets.results;

const isKeyOf = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key);

/** The market's name as the player reads it ("Asian handicap -0.75", "Map 2 winner"). */
export function marketName(t: TFunction, key: string): string {
  const kind = key.split(':')[0] ?? key;
  const line = kind === 'map' ? (key.split(':')[1] ?? '') : marketLine(key);
  return isKeyOf(texts.markets, kind) ? t(`sportsbook.markets.${kind as MarketKind}`, { line }) : key;
}

/** A selection of a desk event: the sides by the teams' names, the rest as in the virtual league. */
export function deskSelectionName(t: TFunction, code: string, event: { home: string; away: string }): string {
  if (code === 'home') return event.home;
  if (code === 'away') return event.away;
  return selectionName(t, code);
}

/** A selection's name: a side, over/under, yes/no, or a correct score as it is ("2-1"). */
export function selectionName(t: TFunction, code: string): string {
  return isKeyOf(texts.selections, code) ? t(`sportsbook.selections.${code as SelectionCode}`) : code;
}

export function teamName(t: TFunction, code: string): string {
  return isKeyOf(texts.teams, code) ? t(`sportsbook.teams.${code as TeamCode}`) : code;
}

/** A leg's result as the player reads it; a dead heat with its share ("Dead heat 1/2"). */
export function legResultName(t: TFunction, result: string): string {
  const deadHeat = /^dead_heat:(\d+\/\d+)$/.exec(result);
  if (deadHeat) return t('sportsbook.bets.deadHeat', { share: deadHeat[1] });
  return isKeyOf(texts.bets.results, result) ? t(`sportsbook.bets.results.${result as LegResultCode}`) : result;
}
