import { useState } from 'react';
import { Icon } from '../../../ui/Icon';
import './avatar.css';

const DEFAULT_AVATAR = '/images/avatar-default.svg';

interface AvatarProps {
  size: number;
  /** The member's own picture; the default avatar is used when it is missing or fails. */
  src?: string;
}

/** The member's picture, falling back to the default avatar, then to a drawn icon, when an image fails to load. */
export function Avatar({ size, src }: AvatarProps) {
  const [failedSources, setFailedSources] = useState<readonly string[]>([]);
  const shownSrc = [src, DEFAULT_AVATAR].find(
    (candidate): candidate is string => candidate !== undefined && !failedSources.includes(candidate),
  );

  if (!shownSrc) {
    return (
      <span className="avatar avatar--fallback" style={{ width: size, height: size }} aria-hidden="true">
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
    />
  );
}
