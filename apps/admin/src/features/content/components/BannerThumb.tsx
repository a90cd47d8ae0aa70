import { useState } from 'react';
import { Icon } from '../../../ui/Icon';

/** A banner picture at a glance; a placeholder stands in when there is none or it does not load. */
export function BannerThumb({ src, size = 'sm' }: { src: string; size?: 'sm' | 'lg' }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const trimmed = src.trim();
  const showImage = trimmed !== '' && failedSrc !== trimmed;
  return (
    <span className={`banner-thumb banner-thumb-${size}`}>
      {showImage ? (
        <img src={trimmed} alt="" loading="lazy" decoding="async" onError={() => setFailedSrc(trimmed)} />
      ) : (
        <span className="banner-thumb-empty">
          <Icon name="image" size={size === 'lg' ? 22 : 16} />
          {size === 'lg' ? <span>{trimmed ? 'The picture does not load' : 'No picture yet'}</span> : null}
        </span>
      )}
    </span>
  );
}
