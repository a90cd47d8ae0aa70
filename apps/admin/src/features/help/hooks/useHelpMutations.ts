import type { HelpArticleAdmin, HelpArticleUpsert } from '@fortuna/contracts/help';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { deleteHelpArticle, saveHelpArticle } from '../api/help.api';

/** After any change: the article lists and the audit log are read again. */
function useRefreshHelp() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.helpAll });
    void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll });
  };
}

export function useSaveHelpArticle() {
  const refresh = useRefreshHelp();
  return useMutation({
    mutationFn: ({ body, id }: { body: HelpArticleUpsert; id?: number | undefined }) => saveHelpArticle(body, id),
    onSuccess: refresh,
  });
}

export function useDeleteHelpArticle() {
  const refresh = useRefreshHelp();
  return useMutation({ mutationFn: (article: HelpArticleAdmin) => deleteHelpArticle(article.id), onSuccess: refresh });
}
