// The one module through which the UI talks to Rust. Every command is typed with the types
// generated from the Rust side (./generated/ipc.ts); every failure becomes an IpcError that
// carries the typed AppError.
import { invoke } from '@tauri-apps/api/core';
import { listen, type UnlistenFn } from '@tauri-apps/api/event';
import type {
  AppError,
  AppInfo,
  BoardView,
  Controller,
  DeblockleFacts,
  DeblockleRoll,
  GameView,
  HintView,
  NewGame,
  SavedGameRow,
  SearchProgress,
  Seat,
  Settings,
  SettingsView,
  StatsRequest,
  StatsView,
  StorageView,
  TutorialView,
} from './generated/ipc';

export type {
  AiLevel,
  AnimationSpeed,
  AppError,
  AppInfo,
  BoardView,
  Controller,
  CubeSides,
  DeblockleBlock,
  DeblockleBoard,
  DeblockleFacts,
  DeblockleRoll,
  DeblockleSetup,
  GameInfo,
  GameView,
  GobbletBoard,
  GobbletPiece,
  HintVerdict,
  HintView,
  HopFact,
  Language,
  Motion,
  MoveView,
  NewGame,
  NoticeKind,
  Origin,
  OutcomeView,
  Palette,
  SavedGameRow,
  SavedSide,
  SavedState,
  SearchProgress,
  Seat,
  Settings,
  SettingsNotice,
  SettingsView,
  StatsPeriod,
  StatsRecord,
  StatsRequest,
  StatsView,
  MovedAsideKind,
  MovedAsideView,
  StorageView,
  Theme,
  TipFact,
  TutorialMistake,
  TutorialView,
} from './generated/ipc';

/** A command refused by Rust (or a payload Tauri could not deserialize). */
export class IpcError extends Error {
  readonly error: AppError;

  constructor(error: AppError) {
    super('message' in error ? error.message : error.kind.replaceAll('_', ' '));
    this.name = 'IpcError';
    this.error = error;
  }
}

const KINDS: ReadonlySet<string> = new Set(['invalid_input', 'no_game', 'refused', 'busy', 'internal']);

/** Turns whatever an invoke rejected with into a typed AppError. Tauri rejects a payload of
 * the wrong shape with a plain string before the command runs: that is invalid input too. */
export function toAppError(raw: unknown): AppError {
  if (typeof raw === 'object' && raw !== null && 'kind' in raw) {
    const kind = (raw as { kind: unknown }).kind;
    const message = (raw as { message?: unknown }).message;
    if (typeof kind === 'string' && KINDS.has(kind)) {
      if (kind === 'no_game' || kind === 'busy') return { kind };
      if (typeof message === 'string') {
        return { kind, message } as AppError;
      }
    }
  }
  if (typeof raw === 'string') return { kind: 'invalid_input', message: raw };
  if (raw instanceof Error) return { kind: 'internal', message: raw.message };
  return { kind: 'internal', message: String(raw) };
}

/** The names of the Rust commands (src-tauri/src/command_names.in). */
export type Command =
  | 'app_info'
  | 'get_settings'
  | 'set_settings'
  | 'dismiss_settings_notice'
  | 'list_saved_games'
  | 'rename_saved_game'
  | 'delete_saved_game'
  | 'restore_saved_game'
  | 'saved_game_text'
  | 'import_game_text'
  | 'export_saved_game'
  | 'import_game_file'
  | 'statistics'
  | 'storage_status'
  | 'dismiss_storage_notice'
  | 'open_saved_game'
  | 'new_game'
  | 'game_view'
  | 'leave_game'
  | 'play'
  | 'touch'
  | 'undo'
  | 'redo'
  | 'resign'
  | 'offer_draw'
  | 'answer_draw'
  | 'board_at'
  | 'hint'
  | 'cancel_hint'
  | 'last_winner'
  | 'deblockle_roll'
  | 'deblockle_facts'
  | 'tutorial_start'
  | 'tutorial_view'
  | 'tutorial_play'
  | 'tutorial_back'
  | 'tutorial_restart'
  | 'tutorial_leave';

async function call<T>(command: Command, args?: Record<string, unknown>): Promise<T> {
  try {
    return await invoke<T>(command, args);
  } catch (raw) {
    throw new IpcError(toAppError(raw));
  }
}

/** The app's version and its games. */
export function appInfo(): Promise<AppInfo> {
  return call<AppInfo>('app_info');
}

/** The settings in use, and the notice to show if the saved ones had to be reset. */
export function getSettings(): Promise<SettingsView> {
  return call<SettingsView>('get_settings');
}

/** Uses and saves `settings` (Rust validates every field); returns them as saved. */
export function setSettings(settings: Settings): Promise<Settings> {
  return call<Settings>('set_settings', { settings });
}

/** Stops showing the notice about reset settings. */
export function dismissSettingsNotice(): Promise<void> {
  return call<void>('dismiss_settings_notice');
}

/** Every saved game, newest first (damaged ones included, with their reason). */
export function listSavedGames(): Promise<SavedGameRow[]> {
  return call<SavedGameRow[]>('list_saved_games');
}

/** Opens an unfinished saved game as the current game (replayed in Rust); a finished or
 * damaged one is refused with the reason. */
export function openSavedGame(id: number): Promise<GameView> {
  return call<GameView>('open_saved_game', { id });
}

/** Gives a saved game a title (empty: none). */
export function renameSavedGame(id: number, title: string): Promise<void> {
  return call<void>('rename_saved_game', { id, title });
}

/** Deletes a saved game (restoreSavedGame undoes it). */
export function deleteSavedGame(id: number): Promise<void> {
  return call<void>('delete_saved_game', { id });
}

/** Restores a deleted game. */
export function restoreSavedGame(id: number): Promise<void> {
  return call<void>('restore_saved_game', { id });
}

/** A saved game as text (for the clipboard). */
export function savedGameText(id: number): Promise<string> {
  return call<string>('saved_game_text', { id });
}

/** Imports a pasted game; resolves to its id, or rejects with the line at fault. */
export function importGameText(text: string): Promise<number> {
  return call<number>('import_game_text', { text });
}

/** Asks where to save the game (the platform's dialog, titled `title`) and writes it;
 * false if cancelled. */
export function exportSavedGame(id: number, title: string): Promise<boolean> {
  return call<boolean>('export_saved_game', { id, title });
}

/** Asks for a game file (the platform's dialog, titled `title`) and imports it; null if
 * cancelled. */
export function importGameFile(title: string): Promise<number | null> {
  return call<number | null>('import_game_file', { title });
}

/** The statistics for a request. */
export function statistics(request: StatsRequest): Promise<StatsView> {
  return call<StatsView>('statistics', { request });
}

/** Starts a new game (ending the current one). */
export function newGame(options: NewGame): Promise<GameView> {
  return call<GameView>('new_game', { options });
}

/** The current game. */
export function gameView(): Promise<GameView> {
  return call<GameView>('game_view');
}

/** Leaves the current game. */
export function leaveGame(): Promise<void> {
  return call<void>('leave_game');
}

/** Plays a move (its notation, from the view's legal moves). */
export function play(mv: string): Promise<GameView> {
  return call<GameView>('play', { mv });
}

/** Touch-move: commits to the piece on `square`. */
export function touch(square: string): Promise<GameView> {
  return call<GameView>('touch', { square });
}

/** Takes back the last step. */
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

/** The player to move offers a draw. */
export function offerDraw(): Promise<GameView> {
  return call<GameView>('offer_draw');
}

/** The other player accepts or declines the draw offer. */
export function answerDraw(accept: boolean): Promise<GameView> {
  return call<GameView>('answer_draw', { accept });
}

/** The board after `ply` moves (move-list replay). */
export function boardAt(ply: number): Promise<BoardView> {
  return call<BoardView>('board_at', { ply });
}

/** The best move for the person to move, with the verdict (searched off the UI thread). */
export function hint(): Promise<HintView> {
  return call<HintView>('hint');
}

/** Stops the hint being searched (its `hint` call is then refused). */
export function cancelHint(): Promise<void> {
  return call<void>('cancel_hint');
}

/** The store's problems now: the database moved aside at start, games not being saved at
 * all, the game in play not saved. */
export function storageStatus(): Promise<StorageView> {
  return call<StorageView>('storage_status');
}

/** Stops showing the notice about the database moved aside; returns what is left. */
export function dismissStorageNotice(): Promise<StorageView> {
  return call<StorageView>('dismiss_storage_notice');
}

/** Calls `handler` with the store's problems whenever a save fails or works again. */
export function onStorageChanged(handler: (view: StorageView) => void): Promise<UnlistenFn> {
  return listen<StorageView>('storage-changed', (e) => handler(e.payload));
}

/** Calls `handler` with the new view whenever the computer has moved. */
export function onGameChanged(handler: (view: GameView) => void): Promise<UnlistenFn> {
  return listen<GameView>('game-changed', (e) => handler(e.payload));
}

/** Calls `handler` as the computer's search progresses. */
export function onAiProgress(handler: (progress: SearchProgress) => void): Promise<UnlistenFn> {
  return listen<SearchProgress>('ai-progress', (e) => handler(e.payload));
}

/** The seat of the winner of the last finished game of `game` between these players. */
export function lastWinner(game: string, seats: [Controller, Controller]): Promise<Seat | null> {
  return call<Seat | null>('last_winner', { game, seats });
}

/** Rolls each side's Deblockle blocks for the classic setup. */
export function deblockleRoll(blocks: [number, number]): Promise<DeblockleRoll> {
  return call<DeblockleRoll>('deblockle_roll', { blocks });
}

/** What the rules screen draws about Deblockle, from the engine: the cube's sides, what each
 * tip turns up, each symbol's hop, the star spaces and the starting squares. */
export function deblockleFacts(): Promise<DeblockleFacts> {
  return call<DeblockleFacts>('deblockle_facts');
}

/** Opens the tutorial of `game` at its first step (apart from the game in play: never saved). */
export function tutorialStart(game: string): Promise<TutorialView> {
  return call<TutorialView>('tutorial_start', { game });
}

/** The open tutorial. */
export function tutorialView(): Promise<TutorialView> {
  return call<TutorialView>('tutorial_view');
}

/** Tries a move in the tutorial: played if it is the step's, explained (not played) if not. */
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
