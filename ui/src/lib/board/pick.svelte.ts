// What a gesture on a board asks for. Each game's selection state, and the move its gestures
// play, is its own (games/<game>/pick.svelte.ts, read from the legal moves Rust sent; the
// shared helpers in ./selection).

/** What a gesture asks for: play a move, touch a piece (touch-move), or nothing. */
export type Intent = { play: string } | { touch: string } | null;
