import {
  type ExclusionInput,
  type LimitInput,
  PROTECTION_API,
  protectionSettingsSchema,
  realityCheckSchema,
  type SessionSettingsInput,
} from '@fortuna/contracts/protection';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

export const protectionQueryKey = [...MEMBER_QUERY_ROOT, 'responsible-gaming'] as const;

export function protectionQuery() {
  return queryOptions({
    queryKey: protectionQueryKey,
    queryFn: ({ signal }) => apiRequest(PROTECTION_API.settings, protectionSettingsSchema, { signal }),
  });
}

export function saveLimit(input: LimitInput) {
  return apiRequest(PROTECTION_API.limit, protectionSettingsSchema, { method: 'PUT', body: input });
}

export function saveSessionSettings(input: SessionSettingsInput) {
  return apiRequest(PROTECTION_API.session, protectionSettingsSchema, { method: 'PUT', body: input });
}

export function startExclusion(input: ExclusionInput) {
  return apiRequest(PROTECTION_API.exclusion, z.null(), { method: 'POST', body: input });
}

export function fetchRealityCheck(signal?: AbortSignal) {
  return apiRequest(PROTECTION_API.realityCheck, realityCheckSchema, { signal });
}
