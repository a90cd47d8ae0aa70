import type { Game, GameMenu, GameType, Winner } from '@fortuna/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-link';
import { isCarouselActive, stepIndex, swipeDirection, wrapIndex } from './carousel';
import { buildHomeSections, lobbyLink, sectionGames } from './home-sections';
import { formatJackpot, formatPoolMinor, JACKPOT_CAP, JACKPOT_DAY_FLOOR, jackpotAfter, jackpotStart } from './jackpot';
import { formatWinAmount, maskCustomerName, winnerSlides } from './winners';

const at = (hours: number, minutes = 0, seconds = 0) => new Date(2026, 0, 15, hours, minutes, seconds);

describe('jackpot counter', () => {
  it('shows a real pool in minor units exactly, with separators and two decimals', () => {
    expect(formatPoolMinor('2000012345')).toBe('20,000,123.45');
    expect(formatPoolMinor('5')).toBe('0.05');
    expect(formatPoolMinor('123456789012345678')).toBe('1,234,567,890,123,456.78');
  });

  it('starts from the time of day', () => {
    expect(jackpotStart(at(0))).toBe(JACKPOT_DAY_FLOOR);
    // One step per 3 seconds of the day: 01:00 is 1200 ticks.
    expect(jackpotStart(at(1))).toBe(94_000_000 + 1200 * 165.11);
    expect(jackpotStart(at(0, 0, 5))).toBe(94_000_165.11);
    expect(jackpotStart(at(6))).toBeGreaterThan(jackpotStart(at(5, 59, 57)));
  });

  it('never starts above the cap', () => {
    expect(jackpotStart(at(23, 59, 59))).toBe(JACKPOT_CAP);
    expect(jackpotStart(at(22))).toBe(JACKPOT_CAP);
    expect(jackpotStart(at(21))).toBeLessThan(JACKPOT_CAP);
  });

  it('adds 165.11 a tick without floating drift', () => {
    expect(jackpotAfter(100, 1)).toBe(265.11);
    expect(jackpotAfter(0.1, 3)).toBe(495.43);
    expect(jackpotAfter(JACKPOT_CAP, 10_000)).toBe(98_345_999 + 1_651_100);
    expect(jackpotAfter(5, -2)).toBe(5);
  });

  it('shows two decimals and thousands separators', () => {
    expect(formatJackpot(98_345_999)).toBe('98,345,999.00');
    expect(formatJackpot(1234.5)).toBe('1,234.50');
  });
});

describe('carousel', () => {
  it('wraps both ways when there is more than one slide', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(1, 1, 3)).toBe(2);
  });

  it('stays on the only slide', () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
    expect(wrapIndex(5, 0)).toBe(0);
    expect(isCarouselActive(1)).toBe(false);
    expect(isCarouselActive(2)).toBe(true);
  });

  it('reads swipes', () => {
    expect(swipeDirection(-80, 5)).toBe(1);
    expect(swipeDirection(80, 5)).toBe(-1);
    expect(swipeDirection(20, 0)).toBe(0);
    expect(swipeDirection(60, 120)).toBe(0);
  });
});

describe('banner links', () => {
  it('sends site paths to the router, https to a new tab and anything else nowhere', () => {
    expect(bannerTarget('/promotions')).toEqual({ kind: 'route', to: '/promotions' });
    expect(bannerTarget('https://example.com/x')).toEqual({ kind: 'external', href: 'https://example.com/x' });
    expect(bannerTarget('')).toBeNull();
    expect(bannerTarget('//evil.example')).toBeNull();
    expect(bannerTarget('javascript:alert(1)')).toBeNull();
    expect(bannerTarget('http://plain.example')).toBeNull();
  });
});

const winner = (recordId: number, winAmount: string): Winner => ({
  recordId,
  gameName: `Game ${recordId}`,
  customerName: `player${recordId}`,
  winAmount,
  iconUrl: '',
});

describe('winner board', () => {
  it('sorts by win, biggest first, two a slide', () => {
    const slides = winnerSlides([
      winner(1, '10.5'),
      winner(2, '900'),
      winner(3, '55'),
      winner(4, 'x'),
      winner(5, '56'),
    ]);
    expect(slides.map((slide) => slide.map((entry) => entry.recordId))).toEqual([[2, 5], [3, 1], [4]]);
    expect(winnerSlides([])).toEqual([]);
  });

  it('formats amounts and hides part of the name', () => {
    expect(formatWinAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatWinAmount('n/a')).toBe('n/a');
    expect(maskCustomerName('nguyenvan')).toBe('ng***an');
    expect(maskCustomerName('ab')).toBe('a***');
    expect(maskCustomerName('ng***an')).toBe('ng***an');
  });
});

const menu = (gameType: GameType, vendors = 1): GameMenu => ({
  gameType,
  vendors: Array.from({ length: vendors }, (_, index) => ({
    vassalage: `${gameType}_${index}`,
    displayName: `${gameType} ${index}`,
    lagerIcon: '',
    gameType,
    maintenance: false,
  })),
});

const games = (count: number): Game[] =>
  Array.from({ length: count }, (_, index) => ({
    nodeId: index + 1,
    gameName: `G${index + 1}`,
    nodeName: '',
    iconUrl: '',
    showIcon: '',
    gameType: 'RNG',
    vassalage: 'V',
    gameClassify: '',
    isHot: 1,
    supportPlay: 1,
    gameCode: '',
    isGame: '',
    isNew: 0,
    maintenance: false,
  }));

describe('home sections', () => {
  const menus = [menu('LIVE'), menu('RNG'), menu('FISH', 0), menu('ESPORTS'), menu('COCKFIGHT'), menu('LOTT')];

  it('orders recent, favourites, hot, then the categories with vendors', () => {
    const sections = buildHomeSections({ isLoggedIn: true, recentCount: 3, hotCount: 20, menus });
    expect(sections.map((section) => section.key)).toEqual([
      'RECENT',
      'FAV',
      'HOT',
      'LIVE',
      'RNG',
      'ESPORTS',
      'COCKFIGHT',
      'LOTT',
    ]);
  });

  it('leaves out member lists for visitors, empty recent lists and an empty hot list', () => {
    expect(buildHomeSections({ isLoggedIn: false, recentCount: 3, hotCount: 0, menus }).map((s) => s.key)).toEqual([
      'LIVE',
      'RNG',
      'ESPORTS',
      'COCKFIGHT',
      'LOTT',
    ]);
    expect(buildHomeSections({ isLoggedIn: true, recentCount: 0, hotCount: undefined, menus: [] })).toMatchObject([
      { key: 'FAV' },
    ]);
    expect(
      buildHomeSections({ isLoggedIn: false, recentCount: undefined, hotCount: undefined, menus: undefined }),
    ).toEqual([]);
  });

  it('cuts hot to 12 (expandable to 20), e-sports and cockfight to 5, others to 12', () => {
    const sections = buildHomeSections({ isLoggedIn: false, recentCount: 0, hotCount: 20, menus });
    const byKey = new Map(sections.map((section) => [section.key, section]));
    const hot = byKey.get('HOT');
    if (!hot) throw new Error('hot missing');
    expect(sectionGames(hot, games(20), false)).toHaveLength(12);
    expect(sectionGames(hot, games(25), true)).toHaveLength(20);
    expect(byKey.get('ESPORTS')?.limit).toBe(5);
    expect(byKey.get('COCKFIGHT')?.limit).toBe(5);
    expect(byKey.get('LIVE')?.limit).toBe(12);
  });

  it('gives More to lobbies except cockfight, e-lottery, e-sports and lottery; hot expands', () => {
    const sections = buildHomeSections({ isLoggedIn: true, recentCount: 1, hotCount: 13, menus });
    const more = Object.fromEntries(sections.map((section) => [section.key, section.more]));
    expect(more).toEqual({
      RECENT: { kind: 'link', to: '/recent' },
      FAV: { kind: 'link', to: '/favorite' },
      HOT: { kind: 'expand' },
      LIVE: { kind: 'link', to: '/live' },
      RNG: { kind: 'link', to: '/rng' },
      ESPORTS: null,
      COCKFIGHT: null,
      LOTT: null,
    });
    expect(buildHomeSections({ isLoggedIn: false, recentCount: 0, hotCount: 12, menus: [] })[0]?.more).toBeNull();
  });

  it('has vendor strips only for categories', () => {
    const sections = buildHomeSections({ isLoggedIn: true, recentCount: 1, hotCount: 5, menus: [menu('RNG')] });
    expect(sections.map((section) => [section.key, section.hasVendorStrip])).toEqual([
      ['RECENT', false],
      ['FAV', false],
      ['HOT', false],
      ['RNG', true],
    ]);
  });

  it('links a lobby to the chosen vendor', () => {
    expect(lobbyLink('/rng', null)).toBe('/rng');
    expect(lobbyLink('/rng', 'PG SOFT')).toBe('/rng?vassalage=PG%20SOFT');
  });
});
