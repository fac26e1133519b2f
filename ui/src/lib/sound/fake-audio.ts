// A fake Web Audio for the sound tests: records the contexts made and every note scheduled,
// and a fake window whose gestures a test fires.
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

export class FakeContext {
  static made: FakeContext[] = [];
  state: 'running' | 'suspended' = 'running';
  currentTime = 10;
  readonly destination = new FakeNode();
  readonly played: Played[] = [];
  readonly gains: FakeNode[] = [];
  constructor() {
    FakeContext.made.push(this);
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
    this.state = 'running';
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

