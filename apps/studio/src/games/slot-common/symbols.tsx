import { useEffect, useId, useSyncExternalStore } from 'react';
import { DragonSymbols } from './symbols-dragon';
import { FruitSymbols } from './symbols-fruit';
import { LetterSymbols } from './symbols-letters';
import { LuckySymbols } from './symbols-lucky';

/*
 * Every studio slot's symbols (fruit, dragon, lucky charms, letters), drawn in SVG once (a hidden sprite) and shown with <use>, so a spinning reel
 * of forty symbols stays cheap. Only one sprite is in the page at a time: the first component that
 * needs it draws it, the next one takes over when it goes.
 */

const owners: string[] = [];
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Draws the sprite when this component is the first that needs it. */
export function SlotSpriteHost() {
  const id = useId();
  useEffect(() => {
    owners.push(id);
    notify();
    return () => {
      owners.splice(owners.indexOf(id), 1);
      notify();
    };
  }, [id]);
  const owner = useSyncExternalStore(
    subscribe,
    () => owners[0],
    () => undefined,
  );
  return owner === id ? <SlotSprite /> : null;
}

export function SymbolIcon({ symbol, className }: { symbol: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 100 100"
      className={`symbol symbol--${symbol}${className ? ` ${className}` : ''}`}
      aria-hidden="true"
    >
      <use href={`#slot-${symbol}`} />
    </svg>
  );
}

function SlotSprite() {
  return (
    <svg className="slot-sprite" aria-hidden="true" focusable="false">
      <LuckySymbols />
      <LetterSymbols />
      <FruitSymbols />
      <DragonSymbols />
    </svg>
  );
}
