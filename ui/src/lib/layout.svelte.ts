// Whether the screens lay the board and their side column side by side: a window wider than
// tall (a phone held sideways, a tablet or desktop in landscape) and wide enough for both.
// The screens' CSS says the same in `@media (orientation: landscape) and (min-width: 560px)`
// (Game, Tutorial, Review, NewGame and MoveList); this is that query for the few things a
// screen decides in script (where a board's notes are shown).
import { MediaQuery } from 'svelte/reactivity';

/** The media query of the side-by-side arrangement. */
export const SIDE_BY_SIDE = '(orientation: landscape) and (min-width: 560px)';

/** Whether the window is side by side now (reactive). */
export const sideBySide = new MediaQuery(SIDE_BY_SIDE);
