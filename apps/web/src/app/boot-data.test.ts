import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { gameListQuery, gameMenusQuery } from '../features/games/api/games';
import { buildGameListParams, initialLobbyState } from '../features/games/hooks/lobby-query';
import { hotGamesQuery, marqueeQuery, winnersQuery } from '../features/home/api/content';
import { type BootData, readBootData, seedQueries } from './boot-data';

/** A document holding only the boot-data element with this text. */
function pageWith(text: string | null): Document {
  const element = text === null ? null : { textContent: text };
  return { getElementById: (id: string) => (id === 'boot-data' ? element : null) } as unknown as Document;
}

const boot = (values: Record<string, unknown>, language = 'TY'): BootData => ({ at: Date.now(), language, values });

describe('readBootData', () => {
  it('reads the payload, and gives null for a page without one or with one that is not valid', () => {
    expect(readBootData(pageWith('{"at":1,"language":"TY","values":{"marquee":{"list":[]}}}'))).toEqual({
      at: 1,
      language: 'TY',
      values: { marquee: { list: [] } },
    });
    expect(readBootData(pageWith(null))).toBeNull();
    expect(readBootData(pageWith('{"at":'))).toBeNull();
    expect(readBootData(pageWith('{"values":{}}'))).toBeNull();
  });
});

describe('seedQueries', () => {
  it('puts the answers into their queries, marked stale so their calls still run', () => {
    const client = new QueryClient();
    seedQueries(client, boot({ marquee: { list: ['Welcome'] }, menus: [] }), 'TY');
    expect(client.getQueryData(marqueeQuery('TY').queryKey)).toEqual({ list: ['Welcome'] });
    expect(client.getQueryData(gameMenusQuery().queryKey)).toEqual([]);
    expect(client.getQueryState(marqueeQuery('TY').queryKey)?.isInvalidated).toBe(true);
  });

  it('leaves out answers that do not fit their schema, and permission info it cannot read', () => {
    const client = new QueryClient();
    const hasPermissionInfo = seedQueries(
      client,
      boot({ permissionInfo: { info: {} }, marquee: { list: 'not a list' } }),
      'TY',
    );
    expect(hasPermissionInfo).toBe(false);
    expect(client.getQueryData(marqueeQuery('TY').queryKey)).toBeUndefined();
  });

  it('seeds hot games and winners only for a visitor of the payload language', () => {
    const values = { hot: { list: [] }, winners: { list: [] } };
    const english = new QueryClient();
    seedQueries(english, boot(values, 'TY'), 'EN');
    expect(english.getQueryData(hotGamesQuery('EN').queryKey)).toBeUndefined();
    expect(english.getQueryData(winnersQuery('EN').queryKey)).toBeUndefined();
    const vietnamese = new QueryClient();
    seedQueries(vietnamese, boot(values, 'TY'), 'TY');
    expect(vietnamese.getQueryData(hotGamesQuery('TY').queryKey)).toEqual({ list: [] });
    expect(vietnamese.getQueryData(winnersQuery('TY').queryKey)).toEqual({ list: [] });
  });

  it("seeds a game lobby's first page into the query its first render makes, on that lobby only", () => {
    const lobby = { games: [], totalPages: 0, total: 0, pageNo: 1 };
    const values = { lobby };
    const firstPage = (vassalage: string | null) =>
      gameListQuery(buildGameListParams(initialLobbyState('RNG', vassalage), 'TY')).queryKey;
    const onSlots = new QueryClient();
    seedQueries(onSlots, boot(values), 'TY', { pathname: '/rng', search: '?vassalage=FTN' });
    expect(onSlots.getQueryData(firstPage('FTN'))).toEqual(lobby);
    expect(onSlots.getQueryData(firstPage(null))).toBeUndefined();
    const onHome = new QueryClient();
    seedQueries(onHome, boot(values), 'TY', { pathname: '/', search: '' });
    expect(onHome.getQueryData(firstPage(null))).toBeUndefined();
    const inEnglish = new QueryClient();
    seedQueries(inEnglish, boot(values), 'EN', { pathname: '/rng', search: '' });
    expect(
      inEnglish.getQueryData(gameListQuery(buildGameListParams(initialLobbyState('RNG', null), 'EN')).queryKey),
    ).toBeUndefined();
  });
});
