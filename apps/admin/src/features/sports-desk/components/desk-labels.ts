import type { DeskSport } from '@fortuna/contracts/sportsbook-desk';

export const SPORT_LABELS: Record<DeskSport, string> = {
  football: 'Football',
  basketball: 'Basketball',
  tennis: 'Tennis',
  lol: 'League of Legends',
  dota2: 'Dota 2',
  cs2: 'Counter-Strike 2',
};

export const MARKET_KIND_LABELS: Record<string, string> = {
  '1x2': '1X2',
  ah: 'Handicap',
  ou: 'Over/under',
  btts: 'Both teams to score',
  cs: 'Correct score',
  mw: 'Match winner',
  map: 'Map winner',
  oe: 'Odd/even',
  h1x2: '1st half 1X2',
  hah: '1st half handicap',
  hou: '1st half over/under',
  win: 'Outright winner',
};

/** A market key as staff read it: `ah:-3` → "Handicap −0.75", `ou:10` → "Over/under 2.5", `map:1` → "Map winner 1". */
export function marketLabel(key: string): string {
  const [kind = '', line] = key.split(':');
  const name = MARKET_KIND_LABELS[kind] ?? kind;
  if (line === undefined) return name;
  if (kind === 'map') return `${name} ${line}`;
  const value = Number(line) / 4;
  return `${name} ${value > 0 && (kind === 'ah' || kind === 'hah') ? '+' : ''}${value}`;
}

/** Minor units as a whole-currency amount with two decimals. */
export function money(minor: string): string {
  const value = BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${(abs / 100n).toLocaleString('en')}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Decimal odds from thousandths: 1950 → "1.95". */
export function oddsText(thousandths: string): string {
  return (Number(thousandths) / 1000).toFixed(2);
}

/** "1.95" → "1950" (null when not a price). */
export function oddsValue(text: string): string | null {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 1.01 || value > 500) return null;
  return String(Math.round(value * 1000));
}

/** The selections a market kind offers, in order (the same lists the server prices). */
export function selectionsOfKind(kind: string): string[] {
  switch (kind) {
    case '1x2':
    case 'h1x2':
      return ['home', 'draw', 'away'];
    case 'ou':
    case 'hou':
      return ['over', 'under'];
    case 'btts':
      return ['yes', 'no'];
    case 'oe':
      return ['odd', 'even'];
    case 'cs': {
      const scores: string[] = [];
      for (let h = 0; h <= 3; h++) for (let a = 0; a <= 3; a++) scores.push(`${h}-${a}`);
      return [...scores, 'other'];
    }
    default:
      return ['home', 'away'];
  }
}
