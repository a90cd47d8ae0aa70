import { useQuery } from '@tanstack/react-query';
import { fetchDomainRoutes } from '../api/domain-routes';

/** Mirror domains, loaded only when the list is shown. */
export function useDomainRoutes(isEnabled: boolean) {
  return useQuery({
    queryKey: ['system', 'domain-routes'],
    queryFn: ({ signal }) => fetchDomainRoutes(signal),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  });
}
