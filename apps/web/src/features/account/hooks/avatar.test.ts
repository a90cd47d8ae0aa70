import { describe, expect, it } from 'vitest';
import { AVATAR_CHOICES, avatarSrc } from './avatar';

describe('avatarSrc', () => {
  it('points at a built-in avatar for 1..12 only', () => {
    expect(AVATAR_CHOICES).toHaveLength(12);
    expect(avatarSrc(1)).toBe('/avatars/1.svg');
    expect(avatarSrc(12)).toBe('/avatars/12.svg');
    expect(avatarSrc(0)).toBeUndefined();
    expect(avatarSrc(13)).toBeUndefined();
    expect(avatarSrc(null)).toBeUndefined();
    expect(avatarSrc(undefined)).toBeUndefined();
  });
});
