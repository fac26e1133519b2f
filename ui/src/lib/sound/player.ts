// Plays the app's sounds with the Web Audio API. The AudioContext is made on the first user
// gesture (webviews refuse to start audio before one), only while sound is on; nothing
// here ever throws: without Web Audio the app is simply silent.
//
// In the background the context is suspended (no sound, no audio thread); shown again, it is
// resumed, from `suspended` or from iOS's `interrupted` (after a call or Siri). A webview may
// refuse to resume without a gesture: then the next tap or key resumes it. The player is a
// small state machine, its phase one of SoundPhase:
//
//   locked   --a gesture, sound on-->  running
//   running  --hidden-->  hidden (the context suspended)
//   locked   --hidden-->  hidden (no context yet)  --shown-->  locked
//   hidden   --shown-->   running if the context resumes; else (or sound off) waiting
//   running  --the context stops by itself (iOS interruption)-->  waiting, asking it to resume
//   waiting  --a gesture, or the context running again-->  running;  --hidden-->  hidden
//   any      --no Web Audio, or it failed-->  silent
import type { Lifecycle } from '../lifecycle';
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

/** Where the player stands (see the diagram at the top of this file). */
export type SoundPhase =
  /** No AudioContext yet: the first tap or key while sound is on makes it. */
  | 'locked'
  /** The context runs: sounds play. */
  | 'running'
  /** The page is hidden: the context (if any) is suspended and nothing plays. */
  | 'hidden'
  /** Shown, but the context is not running (a resume refused without a gesture, an iOS
   * interruption, or sound off): the next tap or key resumes it. Nothing plays. */
  | 'waiting'
  /** No Web Audio, or it failed: never a sound. */
  | 'silent';

const GESTURES = ['pointerdown', 'keydown', 'touchstart'] as const;

/** The app's sound player: plays a sound by name if sound is on and Web Audio works. */
export class SoundPlayer {
  private now: SoundPhase = 'locked';
  private context: AudioContext | null = null;
  private master: GainNode | null = null;
  private host: SoundHost | null = null;
  /** Whether the gesture listeners are on the host. */
  private armed = false;
  private unsubscribe: (() => void) | null = null;
  private readonly onGesture = () => this.unlock();
  private readonly onContextState = () => this.contextChanged();

  /** `enabled` says whether the sound setting is on (read at every sound: a change in the
   * settings takes effect at once). */
  constructor(private readonly enabled: () => boolean) {}

  /** Where the player stands. */
  get phase(): SoundPhase {
    return this.now;
  }

  /** Starts listening on `host` (the window) for the gesture that unlocks sound, and, with
   * `life`, to the app going to the background and coming back. */
  attach(host: SoundHost, life?: Lifecycle): void {
    this.detach();
    this.host = host;
    if (this.now === 'locked' || this.now === 'waiting') this.arm();
    if (life) {
      this.unsubscribe = life.subscribe((v) => (v === 'hidden' ? this.hide() : this.show()));
      if (life.visibility === 'hidden') this.hide();
    }
  }

  /** Stops listening for gestures and to the lifecycle. */
  detach(): void {
    this.disarm();
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.host = null;
  }

  /** Called from a user gesture: makes the AudioContext, or resumes it, if sound is on. */
  unlock(): void {
    if (!this.enabled() || this.now === 'hidden' || this.now === 'silent') return;
    try {
      if (!this.context) {
        const Context = this.host?.AudioContext ?? this.host?.webkitAudioContext;
        if (!Context) {
          this.fail();
          return;
        }
        this.context = new Context();
        this.master = this.context.createGain();
        this.master.gain.value = VOLUME;
        this.master.connect(this.context.destination);
        this.context.addEventListener?.('statechange', this.onContextState);
      }
      this.wake();
    } catch {
      this.fail();
    }
  }

  /** The page is hidden: suspends the context; nothing plays until it is shown. */
  hide(): void {
    if (this.now === 'silent' || this.now === 'hidden') return;
    this.now = 'hidden';
    try {
      void this.context?.suspend().catch(() => undefined);
    } catch {
      /* a context that cannot suspend is silent in the background anyway: nothing plays */
    }
  }

  /** The page is shown again: resumes the context (from suspended or interrupted) if sound
   * is on; if that needs a gesture, the next tap or key does it. */
  show(): void {
    if (this.now !== 'hidden') return;
    if (!this.context) {
      this.now = 'locked';
      this.arm();
      return;
    }
    this.now = 'waiting';
    this.arm();
    // Sound off: the context stays suspended; the first gesture with sound on resumes it.
    if (this.enabled()) this.wake();
  }

  /** Plays `sounds` one after the other (nothing if sound is off, not yet unlocked, or the
   * app is in the background or waiting for a gesture: notes would pile up and sound late). */
  play(...sounds: SoundName[]): void {
    if (!this.enabled() || this.now !== 'running' || !this.context || !this.master) return;
    try {
      if (this.context.state !== 'running') this.wake();
      const start = this.context.currentTime + 0.01;
      sounds.forEach((name, i) => {
        for (const note of RECIPES[name]) this.note(note, start + i * SEQUENCE_GAP);
      });
    } catch {
      /* a sound that cannot play is no reason to disturb the game */
    }
  }

  /** Makes the context run: at once if it does; else asks it to resume, waiting (for the
   * answer, or for the next gesture) meanwhile. */
  private wake(): void {
    const ctx = this.context;
    if (!ctx) return;
    if (ctx.state === 'running') {
      this.running();
      return;
    }
    this.now = 'waiting';
    this.arm();
    const settle = () => {
      if (this.now === 'waiting' && ctx.state === 'running') this.running();
    };
    try {
      ctx.resume().then(settle, settle);
    } catch {
      /* refused at once: the next gesture tries again */
    }
  }

  /** The context changed by itself: iOS interrupted it (a call, Siri) or ended that, or a
   * suspend asked before the page came back took effect after. */
  private contextChanged(): void {
    const state = this.context?.state;
    if (this.now === 'running' && state !== 'running') this.wake();
    else if (this.now === 'waiting' && state === 'running') this.running();
  }

  private running(): void {
    this.now = 'running';
    this.disarm();
  }

  private fail(): void {
    this.now = 'silent';
    this.context = null;
    this.master = null;
    this.disarm();
  }

  private arm(): void {
    const host = this.host;
    if (this.armed || !host) return;
    this.armed = true;
    for (const type of GESTURES) host.addEventListener(type, this.onGesture, { passive: true });
  }

  private disarm(): void {
    const host = this.host;
    if (!this.armed || !host) return;
    this.armed = false;
    for (const type of GESTURES) host.removeEventListener(type, this.onGesture);
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
