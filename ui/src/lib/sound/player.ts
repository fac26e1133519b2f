// Plays the app's sounds with the Web Audio API. The AudioContext is made on the first user
// gesture (webviews refuse to start audio before one), only while sound is on; nothing
// here ever throws: without Web Audio the app is simply silent.
import { RECIPES, type Note, type SoundName } from './recipes';

/** How loud all sounds are (0–1): quiet, under the notes' own gains. */
export const VOLUME = 0.25;

/** The gap between sounds played one after another (a move, then the game's end). */
export const SEQUENCE_GAP = 0.28;

/** The window as far as sound needs it (a fake one in tests). */
export interface SoundHost {
  AudioContext?: typeof AudioContext;
  webkitAudioContext?: typeof AudioContext;
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void): void;
}

const GESTURES = ['pointerdown', 'keydown', 'touchstart'] as const;

/** The app's sound player: plays a sound by name if sound is on and Web Audio works. */
export class SoundPlayer {
  private context: AudioContext | null = null;
  private master: GainNode | null = null;
  private failed = false;
  private host: SoundHost | null = null;
  private readonly onGesture = () => this.unlock();

  /** `enabled` says whether the sound setting is on (read at every sound: a change in the
   * settings takes effect at once). */
  constructor(private readonly enabled: () => boolean) {}

  /** Starts listening for the first user gesture on `host` (the window). */
  attach(host: SoundHost): void {
    this.host = host;
    for (const type of GESTURES) host.addEventListener(type, this.onGesture, { passive: true });
  }

  /** Stops listening for gestures. */
  detach(): void {
    const host = this.host;
    this.host = null;
    if (host) for (const type of GESTURES) host.removeEventListener(type, this.onGesture);
  }

  /** Called from a user gesture: makes (or resumes) the AudioContext if sound is on. */
  unlock(): void {
    if (!this.enabled() || this.failed) return;
    try {
      if (!this.context) {
        const Context = this.host?.AudioContext ?? this.host?.webkitAudioContext;
        if (!Context) {
          this.failed = true;
          this.detach();
          return;
        }
        this.context = new Context();
        this.master = this.context.createGain();
        this.master.gain.value = VOLUME;
        this.master.connect(this.context.destination);
      }
      if (this.context.state === 'suspended') void this.context.resume().catch(() => undefined);
      if (this.context.state !== 'suspended') this.detach();
    } catch {
      this.failed = true;
      this.context = null;
      this.master = null;
      this.detach();
    }
  }

  /** Plays `sounds` one after the other (nothing if sound is off or not yet unlocked). */
  play(...sounds: SoundName[]): void {
    if (!this.enabled() || !this.context || !this.master) return;
    try {
      if (this.context.state === 'suspended') void this.context.resume().catch(() => undefined);
      const start = this.context.currentTime + 0.01;
      sounds.forEach((name, i) => {
        for (const note of RECIPES[name]) this.note(note, start + i * SEQUENCE_GAP);
      });
    } catch {
      /* a sound that cannot play is no reason to disturb the game */
    }
  }

  private note(note: Note, start: number): void {
    const ctx = this.context;
    const master = this.master;
    if (!ctx || !master) return;
    const t0 = start + note.at;
    const t1 = t0 + note.dur;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = note.wave;
    osc.frequency.setValueAtTime(note.freq, t0);
    if (note.to) osc.frequency.exponentialRampToValueAtTime(note.to, t1);
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.linearRampToValueAtTime(note.gain, t0 + Math.min(0.012, note.dur / 4));
    gain.gain.exponentialRampToValueAtTime(0.0001, t1);
    osc.connect(gain);
    gain.connect(master);
    osc.start(t0);
    osc.stop(t1 + 0.02);
  }
}
