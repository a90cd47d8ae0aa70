import { AVATAR_ICONS } from '@fortuna/contracts/auth';

/** The built-in avatars a member can pick, 1..AVATAR_ICONS. */
export const AVATAR_CHOICES: readonly number[] = Array.from({ length: AVATAR_ICONS }, (_, index) => index + 1);

export function isAvatarIcon(icon: number | null | undefined): icon is number {
  return typeof icon === 'number' && Number.isInteger(icon) && icon >= 1 && icon <= AVATAR_ICONS;
}

/** The picture of a chosen avatar, or undefined for the default one. */
export function avatarSrc(icon: number | null | undefined): string | undefined {
  return isAvatarIcon(icon) ? `/avatars/${icon}.svg` : undefined;
}
