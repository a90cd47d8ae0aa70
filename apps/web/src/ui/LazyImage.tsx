import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

export const FALLBACK_IMAGE = '/images/image-fallback.svg';
const VISIBILITY_THRESHOLD = 0.1;

type Phase = 'waiting' | 'loading' | 'retrying' | 'failed';

interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string;
  alt: string;
  fallbackSrc?: string;
}

/**
 * Loads the image once 10% of it is on screen; a failed load is retried once,
 * then the fallback image is shown (spec §2 and §9).
 */
export function LazyImage({ src, alt, fallbackSrc = FALLBACK_IMAGE, ...imgProps }: LazyImageProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [phase, setPhase] = useState<Phase>('waiting');

  useEffect(() => {
    if (!src) {
      setPhase('failed');
      return;
    }
    setPhase('waiting');
    const image = imageRef.current;
    if (!image || typeof IntersectionObserver === 'undefined') {
      setPhase('loading');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPhase('loading');
          observer.disconnect();
        }
      },
      { threshold: VISIBILITY_THRESHOLD },
    );
    observer.observe(image);
    return () => observer.disconnect();
  }, [src]);

  const handleError = () => {
    setPhase((current) => (current === 'loading' ? 'retrying' : 'failed'));
  };

  const shownSrc = phase === 'waiting' ? undefined : phase === 'failed' ? fallbackSrc : src;

  return (
    <img
      // A new element for the retry makes the browser request the image again.
      key={phase === 'retrying' ? 'retry' : 'first'}
      ref={imageRef}
      src={shownSrc}
      alt={alt}
      decoding="async"
      onError={phase === 'failed' ? undefined : handleError}
      data-load-state={phase}
      {...imgProps}
    />
  );
}
