// Generated from the Rust types of the app core (crates/app) by ts-rs: do not edit.
// Regenerate with `UPDATE_BINDINGS=1 cargo test -p tipgobble-core bindings`.

export type AppError = { "kind": "invalid_input", "message": string } | { "kind": "no_game" } | { "kind": "refused", "message": string } | { "kind": "busy" } | { "kind": "cancelled" } | { "kind": "internal", "message": string };

export type AppInfo = { 
/**
 * The app's version (from Cargo.toml).
 */
version: string, 
/**
 * The games this build can play, in the order the home screen lists them.
 */
games: Array<GameInfo>, 
/**
 * Whether this device can vibrate (Android and iOS): the settings offer "Vibration".
 */
can_vibrate: boolean, };

export type GameInfo = { 
/**
 * The game.
 */
kind: GameKind, 
/**
 * The position its picture shows (from the engine; `None` if it could not be made).
 */
picture: BoardView | null, };

export type Theme = "system" | "light" | "dark";

export type Language = "system" | "en" | "it" | "uk" | "ms" | "fr" | "es";

export type Palette = "standard" | "colour_blind";

export type Motion = "system" | "full" | "reduced";

export type AnimationSpeed = "slow" | "normal" | "fast";

export type AiLevel = number;

export type Settings = { 
/**
 * The language of the interface.
 */
language: Language, 
/**
 * The colour scheme.
 */
theme: Theme, 
/**
 * The colours of the pieces.
 */
palette: Palette, 
/**
 * Whether the board animates.
 */
motion: Motion, 
/**
 * How fast it animates.
 */
animation_speed: AnimationSpeed, 
/**
 * Whether the app plays sounds.
 */
sound: boolean, 
/**
 * Whether a phone or tablet vibrates on a move, a gobble, a removal, the end of a game
 * and a refused tap (no effect on desktop).
 */
vibration: boolean, 
/**
 * Whether new Gobblet games start with touch-move on (as the printed rules).
 */
touch_move: boolean, 
/**
 * Whether Gobblet shows the pieces covered in each stack peeking out (an assist, on by
 * default: a stack's sizes are told at a glance; off, only the top piece shows, as on
 * the real board).
 */
show_covered: boolean, 
/**
 * Whether new games between two people start in tabletop mode.
 */
tabletop: boolean, 
/**
 * The computer's level offered first in a new game.
 */
ai_level: AiLevel, 
/**
 * Whether the boards show files and ranks along their edges.
 */
coordinates: boolean, 
/**
 * Whether offering a draw to the computer waits for a confirmation (its answer can end
 * the game at once), as lichess's "Confirm draw offers".
 */
confirm_draw_offer: boolean, };

export type NoticeKind = "damaged" | "unreadable" | "restored";

export type SettingsNotice = { 
/**
 * Damaged, unreadable or restored.
 */
kind: NoticeKind, 
/**
 * The reason, in technical words (shown in brackets).
 */
reason: string, };

export type SettingsView = { 
/**
 * The settings in use.
 */
settings: Settings, 
/**
 * Set when the saved settings could not be used; cleared once the person has seen it.
 */
notice: SettingsNotice | null, };

export type Feel = "tap" | "strong" | "warning";

export type SavedSide = { "type": "ai", 
/**
 * 1 to 5.
 */
level: number, } | { "type": "person", 
/**
 * Trimmed, 1 to 40 characters, no control characters.
 */
name: string, };

export type SavedSeat = "one" | "two";

export type SavedResult = { 
/**
 * The seat that won; `None` for a draw.
 */
winner: SavedSeat | null, 
/**
 * Why: a [`WinReason`] name for a win, a [`DrawReason`] name for a draw.
 */
reason: string, };

export type SavedState = { "state": "playing" } | { "state": "finished", 
/**
 * The result.
 */
result: SavedResult, } | { "state": "damaged", 
/**
 * Which action failed and why.
 */
reason: string, };

export type SavedGameRow = { 
/**
 * The game's identifier.
 */
id: number, 
/**
 * Which game: `gobblet` or `deblockle`.
 */
kind: GameKind, 
/**
 * Seat one.
 */
one: SavedSide, 
/**
 * Seat two.
 */
two: SavedSide, 
/**
 * The title, if given.
 */
title: string | null, 
/**
 * Variants in play.
 */
variants: Array<string>, 
/**
 * Handicaps in play.
 */
handicaps: Array<string>, 
/**
 * How many actions are recorded (moves, touches, offers, undos…).
 */
actions: number, 
/**
 * The moves so far: how many moves the current line has (undone moves not counted);
 * for a finished game, its length. `None` only where it is unknown: a game that did not
 * replay when the store was migrated to schema version 3.
 */
plies: number | null, 
/**
 * When the game was created, in milliseconds since the Unix epoch (UTC).
 */
created_at: number, 
/**
 * When it last changed, in milliseconds since the Unix epoch (UTC).
 */
updated_at: number, 
/**
 * Playing, finished or damaged.
 */
state: SavedState, };

export type SavedGameCard = { 
/**
 * The position as it stands (a finished game's last one), for the card's picture; null
 * for a damaged game.
 */
board: BoardView | null, 
/**
 * The side to move in that position: with the moves so far it says who made each (the
 * card counts the person's own moves); null for a damaged game.
 */
side_to_move: Seat | null, 
/**
 * The game's identifier.
 */
id: number, 
/**
 * Which game: `gobblet` or `deblockle`.
 */
kind: GameKind, 
/**
 * Seat one.
 */
one: SavedSide, 
/**
 * Seat two.
 */
two: SavedSide, 
/**
 * The title, if given.
 */
title: string | null, 
/**
 * Variants in play.
 */
variants: Array<string>, 
/**
 * Handicaps in play.
 */
handicaps: Array<string>, 
/**
 * How many actions are recorded (moves, touches, offers, undos…).
 */
actions: number, 
/**
 * The moves so far: how many moves the current line has (undone moves not counted);
 * for a finished game, its length. `None` only where it is unknown: a game that did not
 * replay when the store was migrated to schema version 3.
 */
plies: number | null, 
/**
 * When the game was created, in milliseconds since the Unix epoch (UTC).
 */
created_at: number, 
/**
 * When it last changed, in milliseconds since the Unix epoch (UTC).
 */
updated_at: number, 
/**
 * Playing, finished or damaged.
 */
state: SavedState, };

export type SavedGamesPage = { 
/**
 * The page's cards.
 */
cards: Array<SavedGameCard>, 
/**
 * How many saved games there are in all.
 */
total: number, };

export type ImportProgress = { 
/**
 * Games read and checked.
 */
read: number, 
/**
 * Games stored (in the import's one transaction, not yet kept).
 */
stored: number, 
/**
 * Games in the text.
 */
total: number, };

export type StreakKind = "won" | "lost" | "drawn";

export type Streak = { 
/**
 * Won, lost or drawn.
 */
kind: StreakKind, 
/**
 * How many games in a row.
 */
games: number, };

export type StatsRecord = { 
/**
 * Finished games.
 */
played: number, 
/**
 * Won.
 */
won: number, 
/**
 * Lost.
 */
lost: number, 
/**
 * Drawn.
 */
drawn: number, 
/**
 * The run of equal results ending with the latest game.
 */
current_streak: Streak | null, 
/**
 * The longest run of wins.
 */
best_win_streak: number, 
/**
 * The average length in moves (plies) of the games whose length is known.
 */
average_moves: number | null, };

export type OpponentStats = { 
/**
 * The opponent: an AI level or a person.
 */
opponent: SavedSide, 
/**
 * The results against them.
 */
record: StatsRecord, };

export type LevelStats = { 
/**
 * 1 to 5.
 */
level: number, 
/**
 * The results against that level.
 */
record: StatsRecord, };

export type PeriodStats = { 
/**
 * `2026-11` or `2026-W48`.
 */
period: string, 
/**
 * Won.
 */
won: number, 
/**
 * Lost.
 */
lost: number, 
/**
 * Drawn.
 */
drawn: number, };

export type StatsView = { 
/**
 * All the games of the query.
 */
overall: StatsRecord, 
/**
 * Per opponent: AI levels first (weakest first), then people by name.
 */
by_opponent: Array<OpponentStats>, 
/**
 * Per AI level, 1 to 5, including levels never played.
 */
by_ai_level: Array<LevelStats>, 
/**
 * Per week or month, oldest first.
 */
over_time: Array<PeriodStats>, };

export type StatsPeriod = "week" | "month";

export type StatsRequest = { 
/**
 * One game, or both.
 */
kind: string | null, 
/**
 * Whose results: a person's (every game they played, against the AI or another
 * person) or an AI level's; `None` for "the people against the AI" (every game between
 * a person and the AI, from the person's side, whatever their name).
 */
player: SavedSide | null, 
/**
 * How to group results over time.
 */
period: StatsPeriod, };

export type GameKind = "deblockle" | "gobblet";

export type Seat = "one" | "two";

export type Controller = { "kind": "person" } | { "kind": "ai", 
/**
 * 1 to 5.
 */
level: AiLevel, };

export type Origin = { "kind": "square", 
/**
 * The square's name, such as `b3`.
 */
square: string, } | { "kind": "reserve", 
/**
 * The size of the piece entered (1 smallest to 4 largest).
 */
size: number, } | { "kind": "pass" };

export type MoveView = { 
/**
 * The move in notation: what the UI sends back to play it.
 */
text: string, 
/**
 * Where the piece comes from.
 */
from: Origin, 
/**
 * Deblockle: the square the block is tipped onto (the first step of the move).
 */
tip: string | null, 
/**
 * Deblockle: the face on top after the tip (its preview).
 */
face: FaceName | null, 
/**
 * Where the piece ends; `None` when a Deblockle block is removed on the star.
 */
to: string | null, 
/**
 * Gobblet: the move covers a piece; Deblockle: the block is removed from the board.
 */
capture: boolean, 
/**
 * Deblockle: the squares the hop passes through after the tip, one step at a time,
 * ending on `to` (a Slider's whole slide, each of the Hoops' three steps); empty for a
 * Gobblet move, a pass and a removal. The board animates the hop along it.
 */
path: Array<string>, };

export type GobbletPiece = { 
/**
 * Whose piece it is.
 */
owner: Seat, 
/**
 * 1 (smallest) to 4 (largest).
 */
size: number, };

export type GobbletBoard = { 
/**
 * Every square from `a1`, file by file within a rank (`a1 b1 c1 d1 a2 ...`): its stack of
 * pieces from bottom to top (the last one is visible).
 */
squares: Array<Array<GobbletPiece>>, 
/**
 * Each seat's external stacks: the size of each stack's top piece, 0 when empty.
 */
reserves: [Array<number>, Array<number>], 
/**
 * The lines of four of the side that won by a line (each four squares, from the
 * engine's list of lines); empty while no side has won by one.
 */
win_lines: Array<Array<string>>, };

export type DeblockleBlock = { 
/**
 * The square it stands on.
 */
square: string, 
/**
 * Whose block it is.
 */
owner: Seat, 
/**
 * The face on top: star, stop, cross, x, slider or hoops.
 */
top: FaceName, 
/**
 * The face turned north (toward rank 7).
 */
north: FaceName, 
/**
 * The face turned east (toward file g).
 */
east: FaceName, 
/**
 * The face turned south (toward rank 1): the side a board drawn for Gold shows in front.
 */
south: FaceName, 
/**
 * The face turned west (toward file a): the side a board turned for Blue shows on the right.
 */
west: FaceName, };

export type StarView = { 
/**
 * The star space's square.
 */
square: string, 
/**
 * The side whose blocks are taken off there (it is the other side's home star).
 */
goal_of: Seat, };

export type DeblockleBoard = { 
/**
 * The blocks on the board.
 */
blocks: Array<DeblockleBlock>, 
/**
 * How many blocks each seat has removed on its target star.
 */
removed: [number, number], 
/**
 * How many blocks each seat plays with.
 */
blocks_per_side: [number, number], 
/**
 * The two star spaces, each with the side whose goal it is (from the engine).
 */
stars: Array<StarView>, };

export type BoardView = { "game": "gobblet" } & GobbletBoard | { "game": "deblockle" } & DeblockleBoard;

export type OutcomeView = { 
/**
 * The winner; `None` for a draw.
 */
winner: Seat | null, 
/**
 * Why, in notation: `line-of-four`, `resignation`, `threefold-repetition`...
 */
reason: string, };

export type GameView = { 
/**
 * The game.
 */
game: GameKind, 
/**
 * Who plays each seat, seat one first.
 */
seats: [Controller, Controller], 
/**
 * The names people gave their sides in pass-and-play, seat one first: `None` for a side
 * without one (called by its colour) and for the computer's.
 */
names: [string | null, string | null], 
/**
 * The current position.
 */
board: BoardView, 
/**
 * The seat to move.
 */
side_to_move: Seat, 
/**
 * Every legal move now (empty when the game is over, or while the computer thinks).
 */
legal: Array<MoveView>, 
/**
 * The moves of the current line, in notation.
 */
moves: Array<string>, 
/**
 * The last move played, to highlight it.
 */
last_move: MoveView | null, 
/**
 * Touch-move is on in this game.
 */
touch_move: boolean, 
/**
 * The square touched under touch-move, whose piece must be moved.
 */
touched: string | null, 
/**
 * The seat whose draw offer awaits an answer.
 */
draw_offer: Seat | null, 
/**
 * Whether undo and redo can be used now.
 */
can_undo: boolean, 
/**
 * See `can_undo`.
 */
can_redo: boolean, 
/**
 * How many times the current position has occurred (3 draws Gobblet).
 */
repetitions: number, 
/**
 * The result, once the game is over.
 */
outcome: OutcomeView | null, 
/**
 * The computer is choosing its move.
 */
thinking: boolean, 
/**
 * The seat the Resign button resigns for: the person against the computer, the player
 * to move in pass-and-play; `None` once the game is over.
 */
resigning_seat: Seat | null, };

export type ReplayView = { 
/**
 * How many moves led to this position.
 */
ply: number, 
/**
 * The board after them.
 */
board: BoardView, 
/**
 * The move that led to it (`None` at the start).
 */
last_move: MoveView | null, };

export type SearchProgress = { 
/**
 * The search this belongs to.
 */
job: number, 
/**
 * The depth completed, in plies.
 */
depth: number, 
/**
 * Positions searched so far.
 */
nodes: number, 
/**
 * The best move found so far, in notation.
 */
best: string | null, };

export type HintVerdict = { "kind": "wins_in", 
/**
 * Moves of the side to move until the win.
 */
moves: number, } | { "kind": "winning" } | { "kind": "better" } | { "kind": "equal" } | { "kind": "worse" } | { "kind": "losing" } | { "kind": "loses_in", 
/**
 * Moves until the loss.
 */
moves: number, };

export type HintView = { 
/**
 * The move suggested, drawn like a legal move.
 */
mv: MoveView, 
/**
 * How the game stands for the side to move.
 */
verdict: HintVerdict, };

export type DeblockleSetup = "standard" | "quick" | { "classic": { 
/**
 * Each side's rolled top faces, block by block (Gold first).
 */
rolls: [Array<FaceName>, Array<FaceName>], 
/**
 * For each side, the starting-square index of each block (a permutation).
 */
squares: [Array<number>, Array<number>], 
/**
 * For each side, each block's rotation (0–3 clockwise quarter turns).
 */
rotations: [Array<number>, Array<number>], } };

export type DeblockleRoll = { 
/**
 * Each side's rolled top faces, block by block (Gold first).
 */
faces: [Array<FaceName>, Array<FaceName>], 
/**
 * Each side's starting squares, in index order.
 */
squares: [Array<string>, Array<string>], 
/**
 * For each side and block, the face turned north at each rotation 0–3.
 */
north: [Array<[FaceName, FaceName, FaceName, FaceName]>, Array<[FaceName, FaceName, FaceName, FaceName]>], };

export type NewGame = { "game": "gobblet", 
/**
 * Who plays White (seat one) and Black (seat two).
 */
seats: [Controller, Controller], 
/**
 * Who moves first.
 */
first: Seat, 
/**
 * External stacks per side, 1–3 (fewer is a handicap).
 */
stacks: [number, number], 
/**
 * The touch-move rule.
 */
touch_move: boolean, } | { "game": "deblockle", 
/**
 * Who plays Gold (seat one) and Blue (seat two).
 */
seats: [Controller, Controller], 
/**
 * Who moves first.
 */
first: Seat, 
/**
 * Blocks per side, 1–4 (fewer is a handicap).
 */
blocks: [number, number], 
/**
 * The no-adjacent-blocks variant.
 */
no_adjacent: boolean, 
/**
 * How the blocks are set out.
 */
setup: DeblockleSetup, };

export type FaceName = "star" | "stop" | "cross" | "x" | "slider" | "hoops";

export type DirectionName = "north" | "east" | "south" | "west";

export type CubeSides = { 
/**
 * The face on top (it decides the hop).
 */
top: FaceName, 
/**
 * The face turned north.
 */
north: FaceName, 
/**
 * The face turned east.
 */
east: FaceName, 
/**
 * The face turned south.
 */
south: FaceName, 
/**
 * The face turned west.
 */
west: FaceName, 
/**
 * The face underneath.
 */
bottom: FaceName, };

export type TipFact = { 
/**
 * The direction of the tip.
 */
direction: DirectionName, 
/**
 * How the cube lies afterwards.
 */
cube: CubeSides, };

export type HopFact = { 
/**
 * The face on top.
 */
face: FaceName, 
/**
 * The square the block stands on after its tip.
 */
from: string, 
/**
 * The squares its hop can end on (none for Star and Stop).
 */
targets: Array<string>, };

export type StartFact = { 
/**
 * Blocks per side, 1–4.
 */
blocks: number, 
/**
 * Gold's starting squares.
 */
gold: Array<string>, 
/**
 * Blue's starting squares.
 */
blue: Array<string>, };

export type DeblockleFacts = { 
/**
 * The six faces of the cube.
 */
faces: Array<FaceName>, 
/**
 * The reference orientation of the rules (its handedness).
 */
reference: CubeSides, 
/**
 * The reference cube tipped north, east, south and west.
 */
tips: Array<TipFact>, 
/**
 * For each face, where a block with it on top hops from `d4` on an empty board.
 */
hops: Array<HopFact>, 
/**
 * The star spaces: Gold's home star, then Blue's.
 */
stars: [string, string], 
/**
 * The starting squares for 4, 3, 2 and 1 blocks per side.
 */
starts: Array<StartFact>, };

export type TutorialMistake = { 
/**
 * The move tried, in notation.
 */
tried: string, 
/**
 * The catalogue key of what to try instead.
 */
hint: string, };

export type TutorialPlayed = { 
/**
 * The board right after the learner's move.
 */
board: BoardView, 
/**
 * The seat to move then.
 */
side_to_move: Seat, 
/**
 * The learner's move.
 */
last_move: MoveView, };

export type TutorialView = { 
/**
 * The game.
 */
game: GameKind, 
/**
 * The step shown, from 0; equal to `steps` once the lesson is done.
 */
step: number, 
/**
 * How many steps the lesson has.
 */
steps: number, 
/**
 * The catalogue key of each step's instruction, in order: the screen lists the lesson's
 * steps by their names (the key with `.title`).
 */
step_keys: Array<string>, 
/**
 * The catalogue key of the words to show: the step's instruction, or the lesson's
 * closing words once it is done.
 */
instruction: string, 
/**
 * The current position.
 */
board: BoardView, 
/**
 * The seat to move (the learner's, while the lesson goes on).
 */
side_to_move: Seat, 
/**
 * The learner's seat.
 */
learner: Seat, 
/**
 * Every legal move now (a legal but wrong one is explained, not played); empty once
 * the lesson is done.
 */
legal: Array<MoveView>, 
/**
 * The move the step asks for, to highlight on the board.
 */
expected: MoveView | null, 
/**
 * The last move played (the other side's scripted reply, if it had one).
 */
last_move: MoveView | null, 
/**
 * The other side's reply to the learner's last move, in notation.
 */
reply: string | null, 
/**
 * The learner's last move on the board it left, when something followed it (a reply or
 * the next step's scene); `None` otherwise (the board is the one it left).
 */
played: TutorialPlayed | null, 
/**
 * The last try, when it was refused.
 */
mistake: TutorialMistake | null, 
/**
 * The learner's last move completed the step before this one.
 */
advanced: boolean, 
/**
 * Every step is done.
 */
done: boolean, 
/**
 * The result of the game on the board, if the last step ended it.
 */
outcome: OutcomeView | null, };

export type MoveClassView = "best" | "good" | "inaccuracy" | "mistake" | "blunder";

export type Standing = { "kind": "won", 
/**
 * The winner.
 */
side: Seat, } | { "kind": "drawn" } | { "kind": "wins_in", 
/**
 * The side that wins.
 */
side: Seat, 
/**
 * Its moves until the win.
 */
moves: number, } | { "kind": "winning", 
/**
 * The side ahead.
 */
side: Seat, } | { "kind": "better", 
/**
 * The side ahead.
 */
side: Seat, } | { "kind": "equal" };

export type BetterMoveView = { 
/**
 * The move, in notation.
 */
text: string, 
/**
 * What it was worth for the mover.
 */
verdict: HintVerdict, 
/**
 * What it keeps, said by side: its worth for the mover, the move itself counted ("wins
 * in 1" is a move that wins at once).
 */
keeps: Standing, };

export type MoveJudgement = { 
/**
 * Who played it.
 */
mover: Seat, 
/**
 * How good it was.
 */
class: MoveClassView, 
/**
 * What the move played was worth for its mover.
 */
verdict: HintVerdict, 
/**
 * How the game stands after it, by side: what the move allowed ("White wins in 2").
 */
after: Standing, 
/**
 * The better move, for an inaccuracy, a mistake or a blunder.
 */
better: BetterMoveView | null, };

export type AnalysisView = { 
/**
 * For each position (the start first), how it stands for seat one from −1 (lost) to 1
 * (won): the evaluation graph's points, forced results at the edges.
 */
points: Array<number>, 
/**
 * How each position stands, by side (the start first): the evaluation in words.
 */
standings: Array<Standing>, 
/**
 * Each move, judged.
 */
moves: Array<MoveJudgement>, };

export type ReviewView = { 
/**
 * The saved game, as the saved-games list shows it.
 */
row: SavedGameRow, 
/**
 * The game.
 */
game: GameKind, 
/**
 * The moves of the game's line, in notation.
 */
moves: Array<string>, 
/**
 * The seats played by a person: whose mistakes "learn from your mistakes" goes through.
 */
person_seats: Array<Seat>, 
/**
 * The analysis, once made (stored with the game, so shown at once when reopened).
 */
analysis: AnalysisView | null, 
/**
 * Whether an analysis is running now.
 */
analysing: boolean, };

export type ReviewPly = { 
/**
 * The position after this many moves.
 */
ply: number, 
/**
 * The board.
 */
board: BoardView, 
/**
 * Whose turn it is there.
 */
side_to_move: Seat, 
/**
 * Its legal moves (to try a move in "learn from your mistakes").
 */
legal: Array<MoveView>, 
/**
 * The move that led here.
 */
last_move: MoveView | null, 
/**
 * The move played from here, drawn on this board.
 */
next_move: MoveView | null, 
/**
 * The better move than the one played from here, when the analysis names one.
 */
better: MoveView | null, 
/**
 * The best move the analysis found here (shown by "show" in "learn from your mistakes").
 */
best: MoveView | null, };

export type ReviewProgress = { 
/**
 * The saved game analysed.
 */
id: number, 
/**
 * Positions evaluated.
 */
done: number, 
/**
 * Positions in all.
 */
total: number, };

export type TryView = { 
/**
 * The move tried, drawn on the board.
 */
mv: MoveView, 
/**
 * Whether it is as good as the best move.
 */
accepted: boolean, 
/**
 * How it compares with the best move.
 */
class: MoveClassView, 
/**
 * What it is worth for the mover.
 */
verdict: HintVerdict, };

export type PuzzleChoice = { "kind": "any" } | { "kind": "theme", 
/**
 * The theme's key.
 */
theme: string, } | { "kind": "mine" };

export type PuzzleGoal = { "kind": "win", 
/**
 * The solver's moves.
 */
moves: number, } | { "kind": "defence", 
/**
 * The opponent's moves within which every other move loses.
 */
moves: number, };

export type PuzzlePhase = "solving" | "failed" | "solved" | "shown";

export type PuzzleFrame = { 
/**
 * The board.
 */
board: BoardView, 
/**
 * The seat to move there.
 */
side_to_move: Seat, 
/**
 * The move that led to it (none for a board set back).
 */
last_move: MoveView | null, 
/**
 * How many moves from the puzzle's start are on it (a board set back has fewer: it is
 * not drawn as a move forward).
 */
ply: number, };

export type RatingView = { 
/**
 * The rating.
 */
rating: number, 
/**
 * Its deviation.
 */
deviation: number, 
/**
 * Still provisional (shown with "?", as on lichess).
 */
provisional: boolean, 
/**
 * How many rated attempts made it.
 */
attempts: number, };

export type RatingChange = { 
/**
 * The rating before.
 */
before: RatingView, 
/**
 * The rating after.
 */
after: RatingView, };

export type PuzzleView = { 
/**
 * The game.
 */
game: GameKind, 
/**
 * The puzzle's id.
 */
id: string, 
/**
 * What it asks.
 */
goal: PuzzleGoal, 
/**
 * The solver's seat.
 */
solver: Seat, 
/**
 * The puzzle's rating (its difficulty).
 */
rating: number, 
/**
 * Its themes' keys.
 */
themes: Array<string>, 
/**
 * Made from one of the person's games (not rated).
 */
personal: boolean, 
/**
 * The saved game a personal puzzle comes from, if it is still kept.
 */
from_game: number | null, 
/**
 * Where it stands.
 */
phase: PuzzlePhase, 
/**
 * The boards to show before `board`, in order (empty when nothing moved).
 */
frames: Array<PuzzleFrame>, 
/**
 * The current board.
 */
board: BoardView, 
/**
 * The seat to move there.
 */
side_to_move: Seat, 
/**
 * The move that led to it.
 */
last_move: MoveView | null, 
/**
 * How many moves from the puzzle's start are on the board.
 */
ply: number, 
/**
 * The moves the person may play now: every legal move while solving, none otherwise.
 */
legal: Array<MoveView>, 
/**
 * The solver's moves still to find.
 */
moves_left: number, 
/**
 * The wrong move, in notation, while it is on the board.
 */
wrong: string | null, 
/**
 * The opponent's answer to it, in notation (none when the wrong move ended the game).
 */
refutation: string | null, 
/**
 * When proven: the opponent then wins within this many of its moves.
 */
refutation_wins_in: number | null, 
/**
 * The puzzle's solution, in notation, once solved or shown (for the screen reader and
 * the text under the board).
 */
solution: Array<string> | null, 
/**
 * A wrong move was played in this attempt (a later solve is not on the first try).
 */
failed: boolean, 
/**
 * Whether this attempt still counts for the rating (a shipped puzzle not yet failed).
 */
rated: boolean, 
/**
 * What this action did to the rating, when it decided the attempt.
 */
change: RatingChange | null, 
/**
 * The person's rating in this game now.
 */
progress: RatingView, 
/**
 * The puzzles solved in a row in this game.
 */
streak: number, };

export type ThemeCount = { 
/**
 * The theme's key.
 */
theme: string, 
/**
 * The shipped puzzles with it.
 */
puzzles: number, 
/**
 * How many of them the person has solved.
 */
solved: number, };

export type RatingPointView = { 
/**
 * When (milliseconds since the Unix epoch).
 */
at: number, 
/**
 * The rating after that attempt.
 */
rating: number, 
/**
 * Its deviation then.
 */
deviation: number, };

export type PuzzleProgressView = { 
/**
 * The game.
 */
game: GameKind, 
/**
 * The rating now.
 */
rating: RatingView, 
/**
 * The puzzles solved in a row now.
 */
streak: number, 
/**
 * The most solved in a row.
 */
best_streak: number, 
/**
 * Attempts in all.
 */
attempts: number, 
/**
 * Attempts solved without a wrong move.
 */
solved: number, 
/**
 * The rating after each rated attempt, oldest first.
 */
history: Array<RatingPointView>, 
/**
 * The shipped set's themes for this game, in the set's order of themes.
 */
themes: Array<ThemeCount>, 
/**
 * The shipped puzzles in all.
 */
puzzles: number, 
/**
 * The personal puzzles kept, and how many of them are not solved yet.
 */
personal: number, 
/**
 * The personal puzzles not solved yet.
 */
personal_unsolved: number, };

export type PersonalFound = { 
/**
 * The game.
 */
game: GameKind, 
/**
 * The puzzles found in the person's mistakes (each proven).
 */
found: number, 
/**
 * How many of them were new (the others were kept from an earlier search).
 */
added: number, };

export type MovedAsideKind = "damaged" | "newer";

export type MovedAsideView = { 
/**
 * Why it was moved aside.
 */
kind: MovedAsideKind, 
/**
 * The kept file's full path.
 */
file: string, 
/**
 * SQLite's words for the damage, or the versions for a newer file.
 */
detail: string, };

export type SavedAsCopyView = { 
/**
 * The saved game the other copy wrote to, left as it wrote it.
 */
original: number, 
/**
 * The new saved game: this game's moves so far and every one after.
 */
copy: number, };

export type StorageView = { 
/**
 * The saved-games database could not be used and was moved aside at start: a fresh one
 * is in use. Shown until the person dismisses it.
 */
moved_aside: MovedAsideView | null, 
/**
 * No database could be opened: games are not being saved at all, for this reason.
 */
not_saving: string | null, 
/**
 * The last save of the game in play failed, for this reason. The game stays on screen
 * and the next action saves everything not saved yet.
 */
unsaved: string | null, 
/**
 * Another copy of the app wrote to the saved game in play, so this game goes on saving
 * as a new saved game. Shown until the person dismisses it or leaves the game.
 */
saved_as_copy: SavedAsCopyView | null, };
