import { API } from '@fortuna/contracts/api-paths';
import {
  type BindMobile,
  type Profile,
  type ProfileUpdate,
  profileSchema,
  type SmsBind,
  type SmsSent,
  smsSentSchema,
} from '@fortuna/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { MEMBER_QUERY_ROOT } from '../../../api/member-info';

export const profileQueryKey = [...MEMBER_QUERY_ROOT, 'profile'] as const;

/** The member's profile: nickname, avatar, birthday, email, bound mobile and second-factor state. */
export function profileQuery() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }): Promise<Profile> => apiRequest(API.profile, profileSchema, { signal }),
  });
}

/** Saves the given profile fields; the ones left out keep their value. */
export async function updateProfile(body: ProfileUpdate): Promise<void> {
  await apiRequest(API.profile, z.unknown(), { method: 'PATCH', body });
}

/** Picks one of the built-in avatars (1..AVATAR_ICONS). */
export async function setProfileIcon(icon: number): Promise<void> {
  await apiRequest(API.profileIcon, z.unknown(), { method: 'PUT', body: { icon } });
}

/** Texts a code to the number about to be bound; answers how many minutes the code lasts. */
export function sendBindSms(body: SmsBind): Promise<SmsSent> {
  return apiRequest(API.smsBind, smsSentSchema, { method: 'POST', body });
}

/** Binds the number with the texted code. */
export async function bindMobile(body: BindMobile): Promise<void> {
  await apiRequest(API.bindMobile, z.unknown(), { method: 'POST', body });
}
