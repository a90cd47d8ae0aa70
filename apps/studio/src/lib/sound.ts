/**
 * Synthesised sound effects (WebAudio, no audio files). Browsers only let a page make sound after
 * the player touched it, so the engine starts muted and unlocks on the first pointer or key press;
 * the player's on/off choice is remembered in localStorage.
 */

export type SoundName =
  | 'click'
  | 'chip'
  | 'tick'
  | 'spin'
  | 'reelStop'
  | 'ball'
  | 'win'
  | 'bigWin'
  | 'lose'
  | 'freeSpins';

const STORAGE_KEY = 'fortuna-studio.sound';

interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function safeStorage(): PreferenceStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The remembered choice: on unless the player turned it off. */
export function readSoundPreference(storage: PreferenceStorage | null): boolean {
  try {
    return storage?.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function writeSoundPreference(storage: PreferenceStorage | null, on: boolean): void {
  try {
    storage?.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused (private mode, blocked third-party storage): the choice lasts for this page.
  }
}

type Listener = () => void;

export class SoundEngine {
  #context: AudioContext | null = null;
  #master: GainNode | null = null;
  #noise: AudioBuffer | null = null;
  #enabled: boolean;
  #unlocked = false;
  #listeners = new Set<Listener>();
  readonly #storage: PreferenceStorage | null;

  constructor(storage: PreferenceStorage | null = safeStorage()) {
    this.#storage = storage;
    this.#enabled = readSoundPreference(storage);
  }

  /** The player's choice. */
  get enabled(): boolean {
    return this.#enabled;
  }

  /** Whether sounds are actually heard: chosen on, and the page was touched. */
  get audible(): boolean {
    return this.#enabled && this.#unlocked;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }

  /** Called from a user gesture: creates or resumes the audio context. */
  unlock(): void {
    if (this.#unlocked) return;
    const Context =
      globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    try {
      this.#context ??= new Context();
      void this.#context.resume();
      if (!this.#master) {
        this.#master = this.#context.createGain();
        this.#master.gain.value = 0.5;
        this.#master.connect(this.#context.destination);
      }
      this.#unlocked = true;
      this.#emit();
    } catch {
      // No audio on this device.
    }
  }

  setEnabled(on: boolean): void {
    this.#enabled = on;
    writeSoundPreference(this.#storage, on);
    this.#emit();
  }

  /** The sound button: the first press unlocks (and turns on), later presses toggle. */
  toggle(): void {
    if (!this.#unlocked) {
      this.unlock();
      if (!this.#enabled) this.setEnabled(true);
      else this.#emit();
      return;
    }
    this.setEnabled(!this.#enabled);
  }

  play(name: SoundName): void {
    if (!this.audible || !this.#context || !this.#master) return;
    const context = this.#context;
    const out = this.#master;
    const now = context.currentTime;
    switch (name) {
      case 'click':
        this.#tone(out, now, 1400, 0.03, 'square', 0.08);
        break;
      case 'tick':
        this.#noiseBurst(out, now, 0.025, 4200, 0.18);
        break;
      case 'chip':
        this.#noiseBurst(out, now, 0.04, 3200, 0.3);
        this.#tone(out, now + 0.005, 2600, 0.06, 'sine', 0.08);
        break;
      case 'spin':
        this.#sweep(out, now, 0.9);
        break;
      case 'reelStop':
        this.#thud(out, now);
        break;
      case 'ball':
        for (const [i, gap] of [0, 0.09, 0.2, 0.34, 0.52].entries())
          this.#noiseBurst(out, now + gap, 0.03, 5000 - i * 500, 0.25 - i * 0.03);
        break;
      case 'win':
        [523.25, 659.25, 783.99, 1046.5].forEach((f, i) => {
          this.#tone(out, now + i * 0.08, f, 0.22, 'triangle', 0.16);
        });
        break;
      case 'bigWin':
        [523.25, 659.25, 783.99, 1046.5, 1318.5, 1568, 2093].forEach((f, i) => {
          this.#tone(out, now + i * 0.07, f, 0.35, 'triangle', 0.15);
          this.#tone(out, now + i * 0.07, f * 2, 0.2, 'sine', 0.04);
        });
        break;
      case 'lose':
        this.#tone(out, now, 330, 0.12, 'sine', 0.08);
        this.#tone(out, now + 0.1, 247, 0.18, 'sine', 0.07);
        break;
      case 'freeSpins':
        for (let i = 0; i < 10; i++) this.#tone(out, now + i * 0.05, 440 * 2 ** (i / 6), 0.25, 'sine', 0.09);
        break;
    }
  }

  #tone(out: AudioNode, at: number, frequency: number, duration: number, type: OscillatorType, volume: number): void {
    const context = this.#context;
    if (!context) return;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(volume, at + 0.008);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
    oscillator.connect(gain).connect(out);
    oscillator.start(at);
    oscillator.stop(at + duration + 0.02);
  }

  #noiseBuffer(): AudioBuffer | null {
    const context = this.#context;
    if (!context) return null;
    if (!this.#noise) {
      const length = Math.floor(context.sampleRate * 1);
      this.#noise = context.createBuffer(1, length, context.sampleRate);
      const data = this.#noise.getChannelData(0);
      for (let i = 0; i < length; i++) data[i] = Math.random() * 2 - 1;
    }
    return this.#noise;
  }

  #noiseBurst(out: AudioNode, at: number, duration: number, frequency: number, volume: number): void {
    const context = this.#context;
    const buffer = this.#noiseBuffer();
    if (!context || !buffer) return;
    const source = context.createBufferSource();
    source.buffer = buffer;
    const filter = context.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.value = frequency;
    filter.Q.value = 1.5;
    const gain = context.createGain();
    gain.gain.setValueAtTime(volume, at);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
    source.connect(filter).connect(gain).connect(out);
    source.start(at);
    source.stop(at + duration + 0.01);
  }

  #sweep(out: AudioNode, at: number, duration: number): void {
    const context = this.#context;
    const buffer = this.#noiseBuffer();
    if (!context || !buffer) return;
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.loop = true;
    const filter = context.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.setValueAtTime(300, at);
    filter.frequency.exponentialRampToValueAtTime(2400, at + duration * 0.3);
    filter.frequency.exponentialRampToValueAtTime(400, at + duration);
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.12, at + duration * 0.25);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
    source.connect(filter).connect(gain).connect(out);
    source.start(at);
    source.stop(at + duration + 0.02);
  }

  #thud(out: AudioNode, at: number): void {
    const context = this.#context;
    if (!context) return;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(160, at);
    oscillator.frequency.exponentialRampToValueAtTime(55, at + 0.12);
    gain.gain.setValueAtTime(0.3, at);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    oscillator.connect(gain).connect(out);
    oscillator.start(at);
    oscillator.stop(at + 0.18);
    this.#noiseBurst(out, at, 0.05, 1800, 0.12);
  }
}
