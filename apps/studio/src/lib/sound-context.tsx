import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { SoundEngine, type SoundName } from './sound';

const SoundContext = createContext<SoundEngine | null>(null);

/** One sound engine for the page; unlocks on the first touch, click or key press. */
export function SoundProvider({ children }: { children: ReactNode }) {
  const engine = useMemo(() => new SoundEngine(), []);
  useEffect(() => {
    const unlock = () => engine.unlock();
    const options = { capture: true, passive: true } as const;
    window.addEventListener('pointerdown', unlock, options);
    window.addEventListener('keydown', unlock, options);
    return () => {
      window.removeEventListener('pointerdown', unlock, options);
      window.removeEventListener('keydown', unlock, options);
    };
  }, [engine]);
  return <SoundContext.Provider value={engine}>{children}</SoundContext.Provider>;
}

export interface SoundControls {
  audible: boolean;
  toggle(): void;
  play(name: SoundName): void;
}

const silent: SoundControls = { audible: false, toggle: () => {}, play: () => {} };

export function useSound(): SoundControls {
  const engine = useContext(SoundContext);
  const audible = useSyncExternalStore(
    engine?.subscribe ?? (() => () => {}),
    () => engine?.audible ?? false,
    () => false,
  );
  return useMemo(
    () => (engine ? { audible, toggle: () => engine.toggle(), play: (name: SoundName) => engine.play(name) } : silent),
    [engine, audible],
  );
}
