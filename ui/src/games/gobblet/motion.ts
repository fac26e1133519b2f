// Gobblet's motion (lib/board/motion's plans): a piece lifts, slides and drops, the piece it
// gobbles sinking under it; without a move (undo, a jump in the replay) each piece that
// changed place slides from its old place, an external stack's included. An external stack is
// the place its board draws it in (games/gobblet/stacks: of several showing the same size, the
// one that shrinks between the two positions drawn is the one the piece leaves). The sprites
// are Gobblet's pieces, drawn as cups by its board.
import type { GobbletBoard, GobbletPiece, MoveView, Seat } from '../../lib/ipc';
import { gobbletIndex } from '../../lib/board/geometry';
import { fadeIn, plan, sq, STEP_MS, type Place, type Plan, type Track } from '../../lib/board/motion';

/** What a Gobblet sprite draws: one piece. */
export type GobbletSprite = GobbletPiece;

function topOf(board: GobbletBoard, square: string): GobbletPiece | null {
  const stack = board.squares[gobbletIndex(square)] ?? [];
  return stack[stack.length - 1] ?? null;
}

/** A lift–slide–drop of `piece` from `from` to `to` (a square, or an external stack on an
 * undo); the piece it covers on `to` (a gobble) sinks under it as it drops. */
function liftSlideDrop(piece: GobbletPiece, from: Place, to: string | Place, covered: GobbletPiece | null, delay = 0): Track<GobbletSprite>[] {
  const dest: Place = typeof to === 'string' ? sq(to) : to;
  const { lift, slide, drop } = STEP_MS;
  const total = lift + slide + drop;
  const a = lift / total;
  const b = (lift + slide) / total;
  const tracks: Track<GobbletSprite>[] = [
    {
      sprite: piece,
      hide: dest.kind === 'square' ? dest.square : null,
      delay,
      duration: total,
      keys: [
        { offset: 0, at: from, lift: 0, scale: 1 },
        { offset: a, at: from, lift: 1, scale: 1.12 },
        { offset: b, at: dest, lift: 1, scale: 1.12 },
        { offset: 1, at: dest, lift: 0, scale: 1 },
      ],
    },
  ];
  if (covered) {
    // Drawn under the moving piece (tracks are drawn in order, this one first).
    tracks.unshift({
      sprite: covered,
      hide: null,
      delay,
      duration: total,
      keys: [
        { offset: 0, at: dest, scale: 1, opacity: 1 },
        { offset: b, at: dest, scale: 1, opacity: 1 },
        { offset: 1, at: dest, scale: 0.7, opacity: 0 },
      ],
    });
  }
  return tracks;
}

/** The place of `seat`'s external stacks a piece of `size` left between `before` and `after`:
 * the one drawn showing `size` before and one less after, else the first showing `size`. */
export function stackLeft(before: GobbletBoard, after: GobbletBoard, seat: Seat, size: number): number | undefined {
  const i = seat === 'one' ? 0 : 1;
  const was = before.reserves[i] ?? [];
  const now = after.reserves[i] ?? [];
  const shrank = was.findIndex((s, n) => s === size && now[n] === size - 1);
  if (shrank >= 0) return shrank;
  const first = was.indexOf(size);
  return first >= 0 ? first : undefined;
}

/** The Gobblet move `mv` from `before` to `after`. */
export function gobbletMove(before: GobbletBoard, after: GobbletBoard, mv: MoveView, mover: Seat): Plan<GobbletSprite> {
  const to = mv.to;
  if (!to) return plan([]);
  const piece = topOf(after, to);
  if (!piece) return plan([]);
  const from: Place =
    mv.from.kind === 'reserve'
      ? { kind: 'reserve', seat: mover, size: mv.from.size, stack: stackLeft(before, after, mover, mv.from.size) }
      : mv.from.kind === 'square'
        ? sq(mv.from.square)
        : sq(to);
  return plan(liftSlideDrop(piece, from, to, topOf(before, to)));
}

/** The pieces that changed place between two Gobblet positions, each sliding from its old
 * place to its new one (undo, redo, a jump in the replay). A top piece that appears with no
 * old place fades in; one that went back to an external stack slides there (the stack draws
 * it once it has landed). */
export function gobbletDiff(before: GobbletBoard, after: GobbletBoard): Plan<GobbletSprite> {
  const squares = before.squares.map((_, i) => `${'abcd'[i % 4]}${Math.floor(i / 4) + 1}`);
  const key = (p: GobbletPiece) => `${p.owner}${p.size}`;
  // Tops that are new on a square, and tops that left one.
  const arrived: { square: string; piece: GobbletPiece }[] = [];
  const left: Place[] = [];
  const leftPiece = new Map<Place, GobbletPiece>();
  for (const square of squares) {
    const was = topOf(before, square);
    const now = topOf(after, square);
    if (was && now && key(was) === key(now) && stackSize(before, square) === stackSize(after, square)) continue;
    if (now && (!was || key(was) !== key(now) || stackSize(after, square) > stackSize(before, square))) arrived.push({ square, piece: now });
    if (was && (!now || key(was) !== key(now) || stackSize(after, square) < stackSize(before, square))) {
      const place = sq(square);
      left.push(place);
      leftPiece.set(place, was);
    }
  }
  // Pieces taken from an external stack count as leaving it.
  for (const seat of ['one', 'two'] as const) {
    const i = seat === 'one' ? 0 : 1;
    (before.reserves[i] ?? []).forEach((size, n) => {
      const now = after.reserves[i]?.[n] ?? 0;
      if (size > now) {
        const place: Place = { kind: 'reserve', seat, size, stack: n };
        left.push(place);
        leftPiece.set(place, { owner: seat, size });
      }
    });
  }
  const tracks: Track<GobbletSprite>[] = [];
  for (const { square, piece } of arrived) {
    const i = left.findIndex((p) => key(leftPiece.get(p)!) === key(piece));
    if (i >= 0) {
      const [from] = left.splice(i, 1);
      tracks.push(...liftSlideDrop(piece, from!, square, null));
    } else {
      tracks.push(fadeIn(piece, square));
    }
  }
  // Pieces put back on an external stack (an undo, a step back in the replay) slide there
  // from the square they left.
  for (const seat of ['one', 'two'] as const) {
    const i = seat === 'one' ? 0 : 1;
    (after.reserves[i] ?? []).forEach((size, n) => {
      if (size <= (before.reserves[i]?.[n] ?? 0)) return;
      const piece: GobbletPiece = { owner: seat, size };
      const from = left.findIndex((p) => p.kind === 'square' && key(leftPiece.get(p)!) === key(piece));
      if (from < 0) return;
      const [place] = left.splice(from, 1);
      tracks.push(...liftSlideDrop(piece, place!, { kind: 'reserve', seat, size, stack: n }, null));
    });
  }
  return plan(tracks);
}

function stackSize(board: GobbletBoard, square: string): number {
  return (board.squares[gobbletIndex(square)] ?? []).length;
}
