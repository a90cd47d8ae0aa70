import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** A change of scale smaller than this is not applied (no redraw for a pixel). */
const SCALE_STEP = 0.01;

/**
 * The game between the top bar and the status bar, scaled down as a whole when it is taller than the
 * room there (a phone, a 1366×768 window under the site's header, a message or result on show), so no
 * control ever sits behind the status bar and the window never scrolls. It is laid out at the stage's
 * width and never scaled up.
 */
export function FitToStage({ children }: { children: ReactNode }) {
  const stage = useRef<HTMLElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);

  useLayoutEffect(() => {
    const outer = stage.current;
    const inner = content.current;
    if (!outer || !inner) return;
    const fit = () => {
      // offsetHeight is the laid-out height, before the transform.
      const natural = inner.offsetHeight;
      const room = outer.clientHeight;
      const next = natural > room && natural > 0 ? room / natural : 1;
      setScale((current) => (Math.abs(current - next) < SCALE_STEP && next !== 1 ? current : next));
    };
    const observer = new ResizeObserver(fit);
    observer.observe(outer);
    observer.observe(inner);
    fit();
    return () => observer.disconnect();
  }, []);

  return (
    <main ref={stage} className="game-main" data-testid="game-main" data-scale={scale.toFixed(2)}>
      <div
        ref={content}
        className="game-main__content game-stage"
        style={scale < 1 ? { transform: `scale(${scale})` } : undefined}
      >
        {children}
      </div>
    </main>
  );
}
