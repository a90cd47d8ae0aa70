import { describe, expect, it } from 'vitest';
import { decideLaunch, type LaunchRequest, lobbyPathOf } from './launch-decision';

const slot: LaunchRequest['game'] = {
  nodeId: 42,
  vassalage: 'FORTUNA',
  gameType: 'RNG',
  gameCode: 'LUCKY',
  isGame: 'GAME',
  supportPlay: 0,
};
const real = { isLoggedIn: true, isTrialAccount: false };

describe('launch decision', () => {
  it('needs a signed-in player, for Start and for Free trial', () => {
    expect(decideLaunch({ game: slot, wantsTrial: false, isLoggedIn: false, isTrialAccount: false })).toEqual({
      kind: 'login',
    });
    expect(decideLaunch({ game: slot, wantsTrial: true, isLoggedIn: false, isTrialAccount: false }).kind).toBe('login');
  });

  it('asks a trial account for a real account when it plays for real', () => {
    expect(decideLaunch({ game: slot, wantsTrial: false, isLoggedIn: true, isTrialAccount: true })).toEqual({
      kind: 'realAccount',
    });
    const noTrial = { ...slot, supportPlay: 1 };
    expect(decideLaunch({ game: noTrial, wantsTrial: true, isLoggedIn: true, isTrialAccount: true }).kind).toBe(
      'realAccount',
    );
  });

  it('lets a trial account play a game that offers a free trial', () => {
    expect(decideLaunch({ game: slot, wantsTrial: true, isLoggedIn: true, isTrialAccount: true })).toEqual({
      kind: 'launch',
      nodeId: 42,
      isTrial: true,
    });
  });

  it('asks the server for a real launch otherwise', () => {
    expect(decideLaunch({ game: slot, wantsTrial: false, ...real })).toEqual({
      kind: 'launch',
      nodeId: 42,
      isTrial: false,
    });
    expect(decideLaunch({ game: { ...slot, supportPlay: 1 }, wantsTrial: true, ...real })).toEqual({
      kind: 'launch',
      nodeId: 42,
      isTrial: false,
    });
  });

  it('opens the lottery pages and vendor lists of spec §4', () => {
    const go = (game: Partial<LaunchRequest['game']>) =>
      decideLaunch({ game: { ...slot, ...game }, wantsTrial: false, ...real });
    expect(go({ vassalage: 'TCG_LOTTO_VN', gameCode: 'MB 1' })).toEqual({
      kind: 'navigate',
      to: '/vnLottery?gameCode=MB%201',
    });
    expect(go({ vassalage: 'TCG_SEA', gameType: 'LOTT' })).toEqual({ kind: 'navigate', to: '/seaLottery' });
    expect(go({ gameType: 'ELOTT', gameCode: 'elott-vn-3' })).toEqual({
      kind: 'navigate',
      to: '/lottery?gameCode=elott-vn-3',
    });
    expect(go({ isGame: 'VASSALAGE', vassalage: 'PG' })).toEqual({ kind: 'navigate', to: '/rng?vassalage=PG' });
    expect(go({ isGame: 'VASSALAGE', vassalage: 'EVO', gameType: 'LIVE' })).toEqual({
      kind: 'navigate',
      to: '/live?vassalage=EVO',
    });
  });

  it('maps categories to their lobby paths', () => {
    expect(lobbyPathOf('FISH')).toBe('/fish');
    expect(lobbyPathOf('COCKFIGHT')).toBe('/rng');
  });
});
