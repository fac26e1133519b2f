// The one module through which the UI talks to Rust. Every command is typed with the types
// generated from the Rust side (./generated/ipc.ts); every failure becomes an IpcError that
// carries the typed AppError.
import { invoke } from '@tauri-apps/api/core';
import type { AppError, AppInfo, SavedGameRow, Settings, SettingsView, StatsRequest, StatsView } from './generated/ipc';

export type {
  AiLevel,
  AnimationSpeed,
  AppError,
  AppInfo,
  GameInfo,
  Language,
  Motion,
  NoticeKind,
  Palette,
  SavedGameRow,
  SavedSide,
  SavedState,
  Settings,
  SettingsNotice,
  SettingsView,
  StatsPeriod,
  StatsRecord,
  StatsRequest,
  StatsView,
  Theme,
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
  | 'statistics';

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
