import { useState } from 'react';
import { Icon } from '../../../ui/Icon';

interface GameIconProps {
  src: string;
  /** The name the placeholder takes its initials from. */
  name: string;
  size?: 'sm' | 'md' | 'lg';
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.trim().slice(0, 2);
  return letters.toUpperCase();
}

/** A vendor or game icon; the initials stand in when there is no icon or it does not load. */
export function GameIcon({ src, name, size = 'md' }: GameIconProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src.trim() !== '' && failedSrc !== src;
  return (
    <span className={`thumb thumb-${size}`} aria-hidden="true">
      {showImage ? (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />
      ) : name.trim() ? (
        <span className="thumb-initials">{initials(name)}</span>
      ) : (
        <Icon name="image" size={size === 'lg' ? 22 : 16} />
      )}
    </span>
  );
}
