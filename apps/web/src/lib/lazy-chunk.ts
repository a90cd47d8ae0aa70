import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * On-demand screen chunks (docs/performance.md). They load from the site root (Vite base '/'), and an
 * import still pending after 120 seconds is abandoned with the same load error as a failed one.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

/** missing: the script could not be fetched; timeout: it did not arrive in time; css: its styles failed. */
export type ChunkFailure = 'missing' | 'timeout' | 'css';

const MESSAGES: Record<ChunkFailure, string> = {
  missing: 'Loading chunk failed.',
  timeout: 'Loading chunk timed out.',
  css: 'Loading CSS chunk failed.',
};

/** Part of the site's code could not be loaded: the connection dropped, or a new release replaced the files. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  readonly type: ChunkFailure;
  /** The styles variant has its own code, so it can be told apart without reading the message. */
  readonly code: 'CHUNK_LOAD_FAILED' | 'CSS_CHUNK_LOAD_FAILED';

  constructor(type: ChunkFailure, options?: { cause?: unknown }) {
    super(MESSAGES[type], options);
    this.type = type;
    this.code = type === 'css' ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED';
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/**
 * What a failed import() means. Each browser words a module that could not be fetched differently;
 * Vite's preload helper rejects with "Unable to preload CSS for …" when a chunk's stylesheet fails.
 * Anything else (a module that threw while running) is a bug, not a load failure: null.
 */
export function chunkFailureOf(error: unknown): ChunkFailure | null {
  if (error instanceof ChunkLoadError) return error.type;
  if (!(error instanceof Error)) return null;
  if (error.message.startsWith('Unable to preload CSS')) return 'css';
  const isFetchFailure =
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      error.message,
    );
  return isFetchFailure ? 'missing' : null;
}

/**
 * Runs one chunk import with the time-out: a fetch failure becomes a ChunkLoadError, and an import
 * that has not settled after `timeoutMs` is abandoned (its late result is ignored) with a 'timeout' one.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const failure = chunkFailureOf(error);
        reject(failure ? new ChunkLoadError(failure, { cause: error }) : error);
      },
    );
  });
}

/**
 * A memoised chunk import: every caller (a prefetch on hover, the route, the component) shares one
 * download. After a failed or timed-out script the next call tries again. A failed stylesheet stands
 * until the page is reloaded: Vite's preload helper does not fetch a stylesheet it has tried before,
 * so a second attempt would "succeed" and show the screen without its styles.
 */
export function chunkLoader<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= loadChunk(load, timeoutMs).catch((error: unknown) => {
      if (!(isChunkLoadError(error) && error.type === 'css')) pending = null;
      throw error;
    });
    return pending;
  };
}

export type PreloadableComponent<Props> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts the download (on hover or focus, say) so the first render does not wait; never rejects. */
  preload: () => Promise<void>;
};

/**
 * React.lazy over a named export, with the time-out and a preload. Render it under a LazyBoundary
 * (ui/LazyBoundary) so the wait shows a fallback and a failure shows the load error.
 */
export function lazyComponent<Props>(load: () => Promise<ComponentType<Props>>): PreloadableComponent<Props> {
  const loader = chunkLoader(load);
  const component = lazy(async () => ({ default: await loader() }));
  return Object.assign(component, {
    preload: () =>
      loader().then(
        () => undefined,
        () => undefined,
      ),
  });
}
