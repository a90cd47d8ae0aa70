import { API } from '@fortuna/contracts/api-paths';
import { type DomainRoute, domainRouteSchema } from '@fortuna/contracts/system';
import { apiRequest } from '../../../api/client';

/** The merchant's domains, main domain first. */
export async function fetchDomainRoutes(signal?: AbortSignal): Promise<DomainRoute[]> {
  const routes = await apiRequest(API.domainRoute, domainRouteSchema.array(), { signal });
  return [...routes].sort((a, b) => Number(b.isMain) - Number(a.isMain));
}
