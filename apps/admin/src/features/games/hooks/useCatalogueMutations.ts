import type { GameAdmin, GameUpsert, VendorUpsert } from '@fortuna/contracts/catalogue';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { toast } from '../../../ui/toast-store';
import { issueVendorApiKey, saveGame, saveVendor } from '../api/catalogue.api';
import { gameToUpsert } from '../components/catalogue-meta';

/** After any change: both catalogue lists and the audit log are read again. */
function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.catalogueAll });
    void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
  };
}

export function useSaveVendor() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ body, id }: { body: VendorUpsert; id?: number | undefined }) => saveVendor(body, id),
    onSuccess: refresh,
  });
}

export function useIssueVendorApiKey() {
  const refresh = useRefreshCatalogue();
  return useMutation({ mutationFn: (id: number) => issueVendorApiKey(id), onSuccess: refresh });
}

export function useSaveGame() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ body, id }: { body: GameUpsert; id?: number | undefined }) => saveGame(body, id),
    onSuccess: refresh,
  });
}

const QUICK_GAME_CHANGE = ['catalogue', 'quick-game-change'];

export type QuickGameChange = Pick<Partial<GameUpsert>, 'isHot' | 'status'>;

/**
 * A one-field change from a row of the game table (hot, status): shown at once, put back with an error
 * toast if the server refuses it.
 */
export function useQuickGameChange() {
  const queryClient = useQueryClient();
  const refresh = useRefreshCatalogue();
  const replaceGame = (game: GameAdmin) =>
    queryClient.setQueryData<GameAdmin[]>(queryKeys.games, (list) =>
      list?.map((item) => (item.id === game.id ? game : item)),
    );
  return useMutation({
    mutationFn: ({ game, changes }: { game: GameAdmin; changes: QuickGameChange }) =>
      saveGame(gameToUpsert(game, changes), game.id),
    mutationKey: QUICK_GAME_CHANGE,
    onMutate: async ({ game, changes }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.games });
      replaceGame({ ...game, ...changes });
    },
    onError: (error, { game }) => {
      // Only this game goes back: a quick change on another row may be on its way too.
      replaceGame(game);
      toast.error(`${game.name}: ${errorMessage(error)}`);
    },
    onSettled: refresh,
  });
}

/** The games with a quick change on its way to the server, so their row controls wait for it. */
export function usePendingQuickChanges(): ReadonlySet<number> {
  const ids = useMutationState({
    filters: { mutationKey: QUICK_GAME_CHANGE, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { game: GameAdmin } | undefined)?.game.id,
  });
  return new Set(ids.filter((id): id is number => id !== undefined));
}
