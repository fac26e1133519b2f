// Generated from the #[command] functions of crates/app/src/commands: do not edit.
// Regenerate with `UPDATE_BINDINGS=1 cargo test -p tipgobble-core bindings`.

import { call } from '../invoke';
import type { AppInfo, Controller, DeblockleFacts, DeblockleRoll, Feel, GameKind, GameView, HintView, NewGame, PersonalFound, PuzzleChoice, PuzzleProgressView, PuzzleView, ReplayView, ReviewPly, ReviewView, SavedGameCard, SavedGamesPage, SavedSide, Seat, Settings, SettingsView, StatsRequest, StatsView, StorageView, TryView, TutorialView } from './ipc';

/** The app's version and the games it can play. */
export function appInfo(): Promise<AppInfo> {
  return call<AppInfo>('app_info');
}

/** The settings in use, and the notice to show if the saved ones were reset. */
export function getSettings(): Promise<SettingsView> {
  return call<SettingsView>('get_settings');
}

/** Uses and saves new settings (all of them, validated by their types); returns them. */
export function setSettings(settings: Settings): Promise<Settings> {
  return call<Settings>('set_settings', { settings });
}

/** The person has read the notice about reset settings: stop showing it. */
export function dismissSettingsNotice(): Promise<void> {
  return call<void>('dismiss_settings_notice');
}

/** Plays a haptic pattern (Android and iOS; nothing on desktop). The UI asks only while the
 * "Vibration" setting is on. */
export function haptic(feel: Feel): Promise<void> {
  return call<void>('haptic', { feel });
}

/** Every saved game, newest first, damaged ones included with their reason. */
export function listSavedGames(): Promise<Array<SavedGameCard>> {
  return call<Array<SavedGameCard>>('list_saved_games');
}

/** A page of the saved games: `limit` cards (at most 500) from the `offset`-th, newest
 * first, with how many there are; of the unfinished games only when `unfinished`. Only the
 * page's games are replayed for their pictures. */
export function listSavedGamesPage(offset: number, limit: number, unfinished: boolean): Promise<SavedGamesPage> {
  return call<SavedGamesPage>('list_saved_games_page', { offset, limit, unfinished });
}

/** Every player of the saved games, the computer's levels first, then people by name (the
 * statistics screen's choice of player): read from the games' rows, none replayed. */
export function listPlayers(): Promise<Array<SavedSide>> {
  return call<Array<SavedSide>>('list_players');
}

/** Gives a saved game a title (empty: no title). */
export function renameSavedGame(id: number, title: string): Promise<void> {
  return call<void>('rename_saved_game', { id, title });
}

/** Deletes a saved game; [`restore_saved_game`] undoes it. */
export function deleteSavedGame(id: number): Promise<void> {
  return call<void>('delete_saved_game', { id });
}

/** Restores a deleted game. */
export function restoreSavedGame(id: number): Promise<void> {
  return call<void>('restore_saved_game', { id });
}

/** A saved game as text, for the clipboard. */
export function savedGameText(id: number): Promise<string> {
  return call<string>('saved_game_text', { id });
}

/** Imports the games of a text (pasted: one game, or many as [`export_all_games`] writes
 * them); returns the first one's identifier. A bad game refuses them all. Its progress comes
 * as the event `import-progress`; [`cancel_import`] stops it, nothing imported. */
export function importGameText(text: string): Promise<number> {
  return call<number>('import_game_text', { text });
}

/** Stops the import under way (of a text or a file), keeping none of its games: the import
 * then fails as cancelled. Whether there was one. */
export function cancelImport(): Promise<boolean> {
  return call<boolean>('cancel_import');
}

/** Asks where to save a game (a dialog titled `title`, in the person's language), then
 * writes it there. Returns false if the person cancelled. */
export function exportSavedGame(id: number, title: string): Promise<boolean> {
  return call<boolean>('export_saved_game', { id, title });
}

/** Asks where to save a copy of every saved game (a dialog titled `title`), then writes them
 * there in one file, the oldest first; how many, or null if the person cancelled. Refused
 * when there is no saved game. */
export function exportAllGames(title: string): Promise<number | null> {
  return call<number | null>('export_all_games', { title });
}

/** Asks for a game file (a dialog titled `title`), reads it and imports its games (one, or
 * many as [`export_all_games`] writes them). Returns the first new game's identifier, or null
 * if the person cancelled the dialog; a bad file is refused with the line at fault, nothing
 * imported. Its progress and [`cancel_import`] as for [`import_game_text`]. */
export function importGameFile(title: string): Promise<number | null> {
  return call<number | null>('import_game_file', { title });
}

/** Played, won, lost, drawn, streaks and the chart's series for a request. */
export function statistics(request: StatsRequest): Promise<StatsView> {
  return call<StatsView>('statistics', { request });
}

/** The store's problems now: the database moved aside, games not being saved, the game in
 * play not saved. */
export function storageStatus(): Promise<StorageView> {
  return call<StorageView>('storage_status');
}

/** The person has read the notice about the database moved aside: stop showing it. */
export function dismissStorageNotice(): Promise<StorageView> {
  return call<StorageView>('dismiss_storage_notice');
}

/** The person has read the notice that the game in play is saved as a copy: stop showing it. */
export function dismissCopyNotice(): Promise<StorageView> {
  return call<StorageView>('dismiss_copy_notice');
}

/** Opens the unfinished saved game `id` (replayed through the engine) as the current game,
 * ending the current one and any search of it; moves go on being saved to it. A finished or
 * damaged game is refused with the reason, and the current game stays as it was. */
export function openSavedGame(id: number): Promise<GameView> {
  return call<GameView>('open_saved_game', { id });
}

/** Starts a new game (ending the current one, and any search of it), the sides people play
 * called `names` if given (pass-and-play; a blank name is none). The start position is made
 * on a blocking task: the Deblockle classic setup against the computer searches for the
 * computer's arrangement of the person's blocks. */
export function newGame(options: NewGame, names: [string | null, string | null] | null): Promise<GameView> {
  return call<GameView>('new_game', { options, names });
}

/** Plays the current game's match again at once, colours swapped: the same opponent, level,
 * handicaps, variant and touch-move rule, all read from the game itself. */
export function rematch(): Promise<GameView> {
  return call<GameView>('rematch');
}

/** The current game's view. */
export function gameView(): Promise<GameView> {
  return call<GameView>('game_view');
}

/** Leaves the current game (stopping the computer's search and any hint); it stays saved.
 * What it could not save yet is tried once more first. */
export function leaveGame(): Promise<void> {
  return call<void>('leave_game');
}

/** Plays a move given in notation (one of the view's `legal` moves). */
export function play(mv: string): Promise<GameView> {
  return call<GameView>('play', { mv });
}

/** Touch-move: commits to the piece on `square`. */
export function touch(square: string): Promise<GameView> {
  return call<GameView>('touch', { square });
}

/** Takes back the last step (against the computer, back to the person's turn). */
export function undo(): Promise<GameView> {
  return call<GameView>('undo');
}

/** Plays again the last step taken back. */
export function redo(): Promise<GameView> {
  return call<GameView>('redo');
}

/** `seat` resigns. */
export function resign(seat: Seat): Promise<GameView> {
  return call<GameView>('resign', { seat });
}

/** The person to move offers a draw. Against the computer, its answer is a search at its
 * level, run on a blocking task without the game's lock: the game can be read (and played)
 * meanwhile, and the answer applies only if the game has not changed since the offer. */
export function offerDraw(): Promise<GameView> {
  return call<GameView>('offer_draw');
}

/** A person answers the pending draw offer. */
export function answerDraw(accept: boolean): Promise<GameView> {
  return call<GameView>('answer_draw', { accept });
}

/** The position after `ply` moves of the current line, with the move that led to it (for
 * stepping through the move list). */
export function replayAt(ply: number): Promise<ReplayView> {
  return call<ReplayView>('replay_at', { ply });
}

/** The best move for the person to move with the verdict, searched on a blocking task off
 * the UI thread and without the game's lock (at full strength, about a second at most).
 * Refused if it was cancelled ([`cancel_hint`], or any move, undo or leaving the game). */
export function hint(): Promise<HintView> {
  return call<HintView>('hint');
}

/** Stops the hint being searched, if any (its `hint` call is then refused). */
export function cancelHint(): Promise<void> {
  return call<void>('cancel_hint');
}

/** The seat of the winner of the last finished game of `game` between the players of
 * `seats` ("the winner of the last game starts"); `None` if there is none or it was drawn. */
export function lastWinner(game: GameKind, seats: [Controller, Controller], names: [string | null, string | null] | null): Promise<Seat | null> {
  return call<Seat | null>('last_winner', { game, seats, names });
}

/** Rolls each side's Deblockle blocks for the classic setup. */
export function deblockleRoll(blocks: [number, number]): Promise<DeblockleRoll> {
  return call<DeblockleRoll>('deblockle_roll', { blocks });
}

/** What the rules screen's Deblockle pictures show, from the engine: the cube's handedness,
 * the face each tip turns up, each symbol's hop, the star spaces and the starting squares. */
export function deblockleFacts(): Promise<DeblockleFacts> {
  return call<DeblockleFacts>('deblockle_facts');
}

/** Opens the tutorial of `game` at its first step, closing any
 * other tutorial. */
export function tutorialStart(game: GameKind): Promise<TutorialView> {
  return call<TutorialView>('tutorial_start', { game });
}

/** The open tutorial's view. */
export function tutorialView(): Promise<TutorialView> {
  return call<TutorialView>('tutorial_view');
}

/** The learner tries a move (in notation): played if it is the step's, explained if it is
 * another legal move, refused with the engine's reason if it is not legal. */
export function tutorialPlay(mv: string): Promise<TutorialView> {
  return call<TutorialView>('tutorial_play', { mv });
}

/** Back to the start of the previous step. */
export function tutorialBack(): Promise<TutorialView> {
  return call<TutorialView>('tutorial_back');
}

/** Back to the first step. */
export function tutorialRestart(): Promise<TutorialView> {
  return call<TutorialView>('tutorial_restart');
}

/** Closes the tutorial. */
export function tutorialLeave(): Promise<void> {
  return call<void>('tutorial_leave');
}

/** Opens the review of saved game `id`, or with `null` of the game just played (the
 * end-of-game panel); with its stored analysis when there is one of its current line. The
 * game may be finished or not; a damaged one is refused. Nothing is written to it. */
export function reviewOpen(id: number | null): Promise<ReviewView> {
  return call<ReviewView>('review_open', { id });
}

/** The review as it stands. */
export function reviewView(): Promise<ReviewView> {
  return call<ReviewView>('review_view');
}

/** The position after `ply` moves of the game under review. */
export function reviewPly(ply: number): Promise<ReviewPly> {
  return call<ReviewPly>('review_ply', { ply });
}

/** Analyses the game under review off the UI's thread ([`crate::host::Host::search`]),
 * sending [`Event::ReviewProgress`], stores the result with the game and returns the review
 * with it. Cancelled by
 * [`review_cancel`] (or by opening another game): the review comes back without analysis.
 * Paused by [`review_pause`] (the app in the background), it goes on from where it was. */
export function reviewAnalyse(): Promise<ReviewView> {
  return call<ReviewView>('review_analyse');
}

/** Cancels the running analysis (nothing is stored). */
export function reviewCancel(): Promise<void> {
  return call<void>('review_cancel');
}

/** Pauses the running analysis while the app is in the background (`paused` true: it stops
 * searching and waits, using no CPU; one started meanwhile starts paused), or resumes it
 * from the position it was searching: the positions done are kept and the result is the
 * same as without the pause. (A host that runs the analysis in a worker of its own, the web
 * host, ends that worker and starts the analysis again on resume: the same result.) */
export function reviewPause(paused: boolean): Promise<void> {
  return call<void>('review_pause', { paused });
}

/** Judges the move `mv` tried at `ply` in "learn from your mistakes" (searched on a
 * blocking task, as the analysis searches). */
export function reviewTry(ply: number, mv: string): Promise<TryView> {
  return call<TryView>('review_try', { ply, mv });
}

/** "Train on my mistakes": finds the puzzles in the positions of the game under review where
 * a person made a mistake or a blunder (a forced win missed, or the single saving move),
 * each proven by the shipped puzzles' rules, on a blocking task (cancelled by leaving the
 * review, paused in the background as the analysis is), and keeps them as personal puzzles.
 * Refused before the game is analysed, and while its analysis runs. */
export function reviewPuzzles(): Promise<PersonalFound> {
  return call<PersonalFound>('review_puzzles');
}

/** "Play from here": a new game from the position after `ply` moves of the game under
 * review, with these players, saved as a new game starting there; it becomes the game in
 * play. The reviewed game is not changed. */
export function reviewPlayFrom(ply: number, seats: [Controller, Controller]): Promise<GameView> {
  return call<GameView>('review_play_from', { ply, seats });
}

/** Leaves the review, cancelling its analysis. */
export function reviewClose(): Promise<void> {
  return call<void>('review_close');
}

/** Opens the next puzzle of `game` from `choice` (any, a theme, or the person's own), near
 * the person's puzzle rating and other than the one on the screen. */
export function puzzleNext(game: GameKind, choice: PuzzleChoice): Promise<PuzzleView> {
  return call<PuzzleView>('puzzle_next', { game, choice });
}

/** The open puzzle's view. */
export function puzzleView(): Promise<PuzzleView> {
  return call<PuzzleView>('puzzle_view');
}

/** The person plays `mv` (notation): a right move is played with the opponent's reply; a
 * wrong one is played and answered by the move that refutes it (searched on a blocking
 * task, about a second at most), and the puzzle is failed. The attempt's first result is
 * recorded, and the view says what it did to the rating. */
export function puzzlePlay(mv: string): Promise<PuzzleView> {
  return call<PuzzleView>('puzzle_play', { mv });
}

/** Takes the wrong move and its answer back, to try again (the attempt stays failed). */
export function puzzleRetry(): Promise<PuzzleView> {
  return call<PuzzleView>('puzzle_retry');
}

/** Shows the solution after a wrong move: the board goes back and the solution is played
 * (the view's frames). Changes no rating. */
export function puzzleSolution(): Promise<PuzzleView> {
  return call<PuzzleView>('puzzle_solution');
}

/** Closes the puzzle (stopping a refutation being searched). */
export function puzzleLeave(): Promise<void> {
  return call<void>('puzzle_leave');
}

/** The person's puzzles in `game`: the rating and its history, the streaks, the themes with
 * their counts, the personal puzzles. */
export function puzzleProgress(game: GameKind): Promise<PuzzleProgressView> {
  return call<PuzzleProgressView>('puzzle_progress', { game });
}
