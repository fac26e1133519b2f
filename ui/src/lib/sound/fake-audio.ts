// A fake Web Audio for the sound tests: records the contexts made and every note scheduled,
// and a fake window whose gestures a test fires. A context can be told to refuse to resume
// (a webview that wants a gesture) and be interrupted as iOS does.
import type { SoundHost } from './player';

export interface Played {
  wave: string;
  freqs: number[];
  start: number;
}

class FakeParam {
  value = 0;
  readonly values: number[] = [];
  setValueAtTime(v: number) {
    this.values.push(v);
  }
  linearRampToValueAtTime(v: number) {
    this.values.push(v);
  }
  exponentialRampToValueAtTime(v: number) {
    this.values.push(v);
  }
}

class FakeNode {
  readonly gain = new FakeParam();
  connect(next: FakeNode) {
    return next;
  }
}

class FakeOscillator extends FakeNode {
  type = 'sine';
  readonly frequency = new FakeParam();
  constructor(private readonly ctx: FakeContext) {
    super();
  }
  start(at: number) {
    this.ctx.played.push({ wave: this.type, freqs: this.frequency.values, start: at });
  }
  stop() {}
}

/** What `resume()` does: runs the context, or leaves it as it is (resolving, as WebKit may,
 * or refusing). */
export type Resume = 'runs' | 'stays' | 'refused';

export class FakeContext {
  static made: FakeContext[] = [];
  state: 'running' | 'suspended' | 'interrupted' | 'closed' = 'running';
  currentTime = 10;
  /** What the next calls of `resume()` do. */
  resumes: Resume = 'runs';
  /** How many times `resume()` and `suspend()` were called. */
  resumed = 0;
  suspended = 0;
  readonly destination = new FakeNode();
  readonly played: Played[] = [];
  readonly gains: FakeNode[] = [];
  private readonly events = new EventTarget();
  constructor() {
    FakeContext.made.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.events.addEventListener(type, listener);
  }
  removeEventListener(type: string, listener: () => void) {
    this.events.removeEventListener(type, listener);
  }
  /** The context changes by itself (an iOS interruption begins or ends). */
  becomes(state: FakeContext['state']) {
    this.state = state;
    this.events.dispatchEvent(new Event('statechange'));
  }
  createOscillator() {
    return new FakeOscillator(this);
  }
  createGain() {
    const g = new FakeNode();
    this.gains.push(g);
    return g;
  }
  resume() {
    this.resumed += 1;
    if (this.resumes === 'refused') return Promise.reject(new DOMException('needs a gesture', 'NotAllowedError'));
    if (this.resumes === 'runs') this.state = 'running';
    return Promise.resolve();
  }
  suspend() {
    this.suspended += 1;
    if (this.state === 'running') this.state = 'suspended';
    return Promise.resolve();
  }
}

/** A window with (or without) Web Audio, whose gestures the test fires. */
export function fakeHost(withAudio = true): SoundHost & { fire(type: string): void; listeners: number } {
  const target = new EventTarget();
  let listeners = 0;
  return {
    AudioContext: withAudio ? (FakeContext as unknown as typeof AudioContext) : undefined,
    addEventListener(type, listener) {
      listeners++;
      target.addEventListener(type, listener);
    },
    removeEventListener(type, listener) {
      listeners--;
      target.removeEventListener(type, listener);
    },
    fire(type) {
      target.dispatchEvent(new Event(type));
    },
    get listeners() {
      return listeners;
    },
  };
}

