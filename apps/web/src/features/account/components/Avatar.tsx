import { useState } from 'react';
import { Icon } from '../../../ui/Icon';
import { avatarSrc } from '../hooks/avatar';
import './avatar.css';

const DEFAULT_AVATAR = '/images/avatar-default.svg';

interface AvatarProps {
  size: number;
  /** The member's chosen built-in avatar (1..12); null or missing shows the default avatar. */
  icon?: number | null;
  /** A picture of its own, used when no built-in avatar is chosen. */
  src?: string;
  testId?: string;
}

/** The member's picture, falling back to the default avatar, then to a drawn icon, when an image fails to load. */
export function Avatar({ size, icon, src, testId }: AvatarProps) {
  const [failedSources, setFailedSources] = useState<readonly string[]>([]);
  const shownSrc = [avatarSrc(icon) ?? src, DEFAULT_AVATAR].find(
    (candidate): candidate is string => candidate !== undefined && !failedSources.includes(candidate),
  );

  if (!shownSrc) {
    return (
      <span
        className="avatar avatar--fallback"
        style={{ width: size, height: size }}
        aria-hidden="true"
        data-testid={testId}
      >
        <Icon name="user" size={Math.round(size * 0.55)} />
      </span>
    );
  }
  return (
    <img
      key={shownSrc}
      className="avatar"
      src={shownSrc}
      width={size}
      height={size}
      style={{ width: size, height: size }}
      alt=""
      onError={() => setFailedSources((failed) => [...failed, shownSrc])}
      data-testid={testId}
    />
  );
}
