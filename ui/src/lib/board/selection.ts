// What a tap means on a board, from the legal moves Rust sent: which pieces can be picked
// up, where a picked-up piece can go, and which move a tap plays. No rules here: every
// answer is read from the view's `legal` list.
import type { MoveView, Origin } from '../ipc';

/** A stable key for an origin, to compare selections. */
export function originKey(origin: Origin): string {
  switch (origin.kind) {
    case 'square':
      return `square:${origin.square}`;
    case 'reserve':
      return `reserve:${origin.size}`;
    case 'pass':
      return 'pass';
  }
}

/** The moves that take their piece from `origin`. */
export function movesFrom(legal: readonly MoveView[], origin: Origin | null): MoveView[] {
  if (!origin) return [];
  const key = originKey(origin);
  return legal.filter((m) => originKey(m.from) === key);
}

/** The board squares holding a piece that can move now. */
export function movableSquares(legal: readonly MoveView[]): Set<string> {
  const out = new Set<string>();
  for (const m of legal) if (m.from.kind === 'square') out.add(m.from.square);
  return out;
}

/** The reserve sizes that can be entered now (Gobblet). */
export function enterableSizes(legal: readonly MoveView[]): Set<number> {
  const out = new Set<number>();
  for (const m of legal) if (m.from.kind === 'reserve') out.add(m.from.size);
  return out;
}

/** Whether the only thing to do is to pass (Deblockle'd). */
export function mustPass(legal: readonly MoveView[]): MoveView | null {
  return legal.length === 1 && legal[0]?.from.kind === 'pass' ? legal[0] : null;
}

/** Gobblet: where the selected piece can go, each square with its move. */
export function destinations(moves: readonly MoveView[]): Map<string, MoveView> {
  const out = new Map<string, MoveView>();
  for (const m of moves) if (m.to !== null) out.set(m.to, m);
  return out;
}

/** Deblockle: the tips of the selected block, each square with the face it would turn up. */
export function tips(moves: readonly MoveView[]): Map<string, { face: string; removal: MoveView | null }> {
  const out = new Map<string, { face: string; removal: MoveView | null }>();
  for (const m of moves) {
    if (m.tip === null) continue;
    const removal = m.to === null ? m : null;
    const seen = out.get(m.tip);
    if (!seen) out.set(m.tip, { face: m.face ?? '', removal });
    else if (removal) seen.removal = removal;
  }
  return out;
}

/** Deblockle: once tipped onto `tip`, where the hop can end, each square with its move. */
export function hops(moves: readonly MoveView[], tip: string): Map<string, MoveView> {
  const out = new Map<string, MoveView>();
  for (const m of moves) if (m.tip === tip && m.to !== null) out.set(m.to, m);
  return out;
}
