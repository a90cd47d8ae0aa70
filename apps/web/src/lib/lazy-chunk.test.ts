import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  chunkFailureOf,
  chunkLoader,
  isChunkLoadError,
  lazyComponent,
  loadChunk,
} from './lazy-chunk';

function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

describe('chunkFailureOf', () => {
  it('recognises a module that could not be fetched, in each browser wording', () => {
    expect(chunkFailureOf(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe('missing');
    expect(chunkFailureOf(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe('missing');
    expect(chunkFailureOf(new TypeError('Importing a module script failed.'))).toBe('missing');
  });

  it("recognises the styles variant from Vite's preload helper", () => {
    expect(chunkFailureOf(new Error('Unable to preload CSS for /assets/a.css'))).toBe('css');
  });

  it('leaves other errors alone: a module that threw is a bug, not a load failure', () => {
    expect(chunkFailureOf(new Error('x is not a function'))).toBeNull();
    expect(chunkFailureOf('Failed to fetch dynamically imported module')).toBeNull();
    expect(chunkFailureOf(undefined)).toBeNull();
  });
});

describe('ChunkLoadError', () => {
  it('has its own code for the styles variant', () => {
    const script = new ChunkLoadError('missing');
    const styles = new ChunkLoadError('css');
    expect(script).toMatchObject({ name: 'ChunkLoadError', type: 'missing', code: 'CHUNK_LOAD_FAILED' });
    expect(styles).toMatchObject({ name: 'ChunkLoadError', type: 'css', code: 'CSS_CHUNK_LOAD_FAILED' });
    expect(styles.message).toContain('CSS');
    expect(isChunkLoadError(styles)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk failed.'))).toBe(false);
  });
});

describe('loadChunk', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the module once it arrives', async () => {
    await expect(loadChunk(async () => ({ Page: 'page' }))).resolves.toEqual({ Page: 'page' });
  });

  it('turns a fetch failure into a load error that keeps the original as its cause', async () => {
    const original = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    const error = await loadChunk(() => Promise.reject(original)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'missing', cause: original });
  });

  it('turns a stylesheet failure into the CSS variant', async () => {
    const error = await loadChunk(() => Promise.reject(new Error('Unable to preload CSS for /assets/a.css'))).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'css', code: 'CSS_CHUNK_LOAD_FAILED' });
  });

  it('passes any other error through unchanged', async () => {
    const bug = new RangeError('boom');
    await expect(loadChunk(() => Promise.reject(bug))).rejects.toBe(bug);
  });

  it('abandons an import still pending after 120 seconds', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const result = loadChunk(never).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ name: 'ChunkLoadError', type: 'timeout', code: 'CHUNK_LOAD_FAILED' });
  });

  it('ignores a module that arrives after the time-out', async () => {
    let arrive: (value: string) => void = () => undefined;
    const late = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    const result = loadChunk(() => late, 1_000).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(1_000);
    arrive('too late');
    expect(await result).toMatchObject({ type: 'timeout' });
  });

  it('clears its timer once the module has arrived', async () => {
    await loadChunk(async () => 'page');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('chunkLoader', () => {
  it('downloads once however many callers ask', async () => {
    const load = vi.fn(async () => 'page');
    const get = chunkLoader(load);
    const [first, second] = await Promise.all([get(), get()]);
    await get();
    expect(first).toBe('page');
    expect(second).toBe('page');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure instead of repeating it', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))
      .mockResolvedValueOnce('page');
    const get = chunkLoader(load);
    await expect(get()).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(get()).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a stylesheet failure: a second try would give the screen without its styles', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Unable to preload CSS for /assets/a.css'))
      .mockResolvedValueOnce('unstyled page');
    const get = chunkLoader(load);
    await expect(get()).rejects.toMatchObject({ type: 'css' });
    await expect(get()).rejects.toMatchObject({ type: 'css' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyComponent', () => {
  it('preloads through the same download and never rejects', async () => {
    const Page = () => null;
    const load = vi.fn(async () => Page);
    const component = lazyComponent(load);
    await component.preload();
    await component.preload();
    expect(load).toHaveBeenCalledTimes(1);

    const failing = lazyComponent(() => Promise.reject(new TypeError('Importing a module script failed.')));
    await expect(failing.preload()).resolves.toBeUndefined();
  });
});
