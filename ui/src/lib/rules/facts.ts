// The Deblockle facts the rules screen draws, asked of the engine once per run of the app
// (they never change); a failed request is asked again next time.
import { cellOf, type Cell } from '../art/cell';
import { deblockleFacts, type DeblockleFacts } from '../ipc';

let pending: Promise<DeblockleFacts> | null = null;

/** The facts, from the engine (one IPC call, however often it is asked). */
export function loadDeblockleFacts(): Promise<DeblockleFacts> {
  pending ??= deblockleFacts().catch((err: unknown) => {
    pending = null;
    throw err;
  });
  return pending;
}

/** A star space as the pictures draw it: in the colour of the side whose goal it is. */
export interface GoalStarCell {
  cell: Cell;
  goal: 'gold' | 'blue';
}

/** The two star spaces with the side that must reach each. The engine lists Gold's home star
 * (the one Gold starts around) first, then Blue's; each side's goal is the other's: the
 * first is Blue's goal, the second Gold's. */
export function goalStars(facts: Pick<DeblockleFacts, 'stars'>): GoalStarCell[] {
  const [goldHome, blueHome] = facts.stars;
  return [
    { cell: cellOf(goldHome), goal: 'blue' },
    { cell: cellOf(blueHome), goal: 'gold' },
  ];
}
