// The one module through which the UI talks to Rust. Every command is typed with the types
// generated from the Rust side (./generated/ipc.ts); every failure becomes an IpcError that
// carries the typed AppError.
import { invoke } from '@tauri-apps/api/core';
import type { AppError, AppInfo, Settings, SettingsView } from './generated/ipc';

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
  Settings,
  SettingsNotice,
  SettingsView,
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
export type Command = 'app_info' | 'get_settings' | 'set_settings' | 'dismiss_settings_notice';

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
