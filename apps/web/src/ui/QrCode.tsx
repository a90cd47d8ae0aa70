import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { lazyComponent } from '../lib/lazy-chunk';
import { LazyBoundary } from './LazyBoundary';

/** The QR encoder is its own chunk (docs/performance.md): encoding is work the first paint should not do. */
const QRCodeSVG = lazyComponent(() => import('qrcode.react').then((module) => module.QRCodeSVG));

type QrCodeProps = ComponentProps<typeof import('qrcode.react').QRCodeSVG>;

const DEFAULT_SIZE = 128;

/**
 * A QR code (qrcode.react's QRCodeSVG) that is downloaded and drawn only once it is on screen, or
 * nearly (vertically: a closed drawer beside the screen does not count). An empty square of the same size holds its place until then.
 */
export function QrCode(props: QrCodeProps) {
  const size = props.size ?? DEFAULT_SIZE;
  const placeholderRef = useRef<SVGSVGElement>(null);
  const [isSeen, setIsSeen] = useState(false);

  useEffect(() => {
    const element = placeholderRef.current;
    if (isSeen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isSeen]);

  const placeholder = <svg ref={placeholderRef} width={size} height={size} aria-hidden="true" />;
  if (!isSeen) return placeholder;
  return (
    <LazyBoundary fallback={placeholder}>
      <QRCodeSVG {...props} />
    </LazyBoundary>
  );
}
