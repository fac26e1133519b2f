// Which sounds a change of the game makes: the same events the boards animate (a piece
// entering, moving or gobbling, a block tipping or taken off on the star: each game's module
// says its moves' sounds) and the end of the game. Nothing for the computer thinking, for
// undo, or for the first view of a game.
import type { GameKind, GameView, MoveView } from '../ipc';
import { GAMES } from '../games';
import type { SoundName } from './recipes';

/** The sound of a move that was just played in `game` (none for a pass). */
export function moveSound(game: GameKind, mv: MoveView): SoundName | null {
  if (mv.from.kind === 'pass') return null;
  return GAMES[game].sound(mv);
}

/** The sound of a game that just ended: a win when a person on this device won (or nobody
 * here lost: two people, or two computers); a draw, or a person beaten by the computer,
 * sounds the same gentle close. */
export function endSound(view: GameView): SoundName | null {
  const outcome = view.outcome;
  if (!outcome) return null;
  if (!outcome.winner) return 'drawOrLoss';
  const [one, two] = view.seats;
  const winner = outcome.winner === 'one' ? one : two;
  const loser = outcome.winner === 'one' ? two : one;
  return winner.kind === 'ai' && loser.kind === 'person' ? 'drawOrLoss' : 'win';
}

/** The sounds, in order, of going from the view `before` (null: the game was just opened)
 * to `after`. */
export function soundsForChange(before: GameView | null, after: GameView): SoundName[] {
  if (!before) return [];
  const sounds: SoundName[] = [];
  if (after.moves.length > before.moves.length && after.last_move) {
    const sound = moveSound(after.game, after.last_move);
    if (sound) sounds.push(sound);
  }
  if (after.outcome && !before.outcome) {
    const sound = endSound(after);
    if (sound) sounds.push(sound);
  }
  return sounds;
}
