// The app's sounds as short synthesised notes (no audio files): each sound is a few notes,
// each an oscillator with a quick attack and a smooth decay, some gliding in pitch.

/** Every sound the app makes. */
export type SoundName = 'place' | 'move' | 'tip' | 'gobble' | 'removal' | 'refused' | 'win' | 'drawOrLoss';

/** One note of a sound. Times in seconds from the sound's start; gain 0–1 before the
 * master volume. */
export interface Note {
  at: number;
  freq: number;
  /** The pitch the note glides to by its end, if it glides. */
  to?: number;
  dur: number;
  wave: OscillatorType;
  gain: number;
}

/** The notes of each sound. Short, soft and low enough not to startle: the refused sound is
 * the quietest; only the end of a game lasts longer than a quarter second. */
export const RECIPES: Readonly<Record<SoundName, readonly Note[]>> = {
  // A piece set down: a soft wooden tock.
  place: [
    { at: 0, freq: 540, to: 380, dur: 0.09, wave: 'sine', gain: 0.7 },
    { at: 0, freq: 1080, to: 760, dur: 0.05, wave: 'triangle', gain: 0.15 },
  ],
  // A piece moved on the board: a lighter slide up.
  move: [{ at: 0, freq: 420, to: 560, dur: 0.1, wave: 'triangle', gain: 0.5 }],
  // A block tipped, then hopping: two knocks.
  tip: [
    { at: 0, freq: 300, to: 240, dur: 0.07, wave: 'sine', gain: 0.7 },
    { at: 0.09, freq: 440, to: 360, dur: 0.07, wave: 'sine', gain: 0.5 },
  ],
  // A piece gobbled: a falling gulp over a low thump.
  gobble: [
    { at: 0, freq: 620, to: 170, dur: 0.2, wave: 'triangle', gain: 0.5 },
    { at: 0.02, freq: 110, to: 80, dur: 0.16, wave: 'sine', gain: 0.6 },
  ],
  // A block taken off on the star: a small bright chime.
  removal: [
    { at: 0, freq: 880, dur: 0.35, wave: 'sine', gain: 0.45 },
    { at: 0.08, freq: 1320, dur: 0.4, wave: 'sine', gain: 0.35 },
  ],
  // An action refused: a soft low bump.
  refused: [{ at: 0, freq: 220, to: 180, dur: 0.12, wave: 'sine', gain: 0.35 }],
  // A win: a rising major arpeggio.
  win: [
    { at: 0, freq: 523.25, dur: 0.3, wave: 'triangle', gain: 0.45 },
    { at: 0.11, freq: 659.25, dur: 0.3, wave: 'triangle', gain: 0.45 },
    { at: 0.22, freq: 783.99, dur: 0.3, wave: 'triangle', gain: 0.45 },
    { at: 0.33, freq: 1046.5, dur: 0.5, wave: 'triangle', gain: 0.45 },
  ],
  // A draw or a loss: two gentle falling notes.
  drawOrLoss: [
    { at: 0, freq: 392, dur: 0.3, wave: 'sine', gain: 0.45 },
    { at: 0.18, freq: 311.13, dur: 0.45, wave: 'sine', gain: 0.4 },
  ],
};
