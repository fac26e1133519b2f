// The one module through which the UI talks to Rust: the typed command wrappers generated
// from the Rust declarations (./generated/commands.ts), the generated types
// (./generated/ipc.ts), the typed error (./invoke.ts) and the app's events.
import { listen, type UnlistenFn } from '@tauri-apps/api/event';
import type { GameView, ReviewProgress, SearchProgress, StorageView } from './generated/ipc';

export * from './generated/commands';
export type * from './generated/ipc';
export { IpcError, toAppError } from './invoke';

/** Calls `handler` with the new view whenever the computer has moved. */
export function onGameChanged(handler: (view: GameView) => void): Promise<UnlistenFn> {
  return listen<GameView>('game-changed', (e) => handler(e.payload));
}

/** Calls `handler` as the computer's search progresses. */
export function onAiProgress(handler: (progress: SearchProgress) => void): Promise<UnlistenFn> {
  return listen<SearchProgress>('ai-progress', (e) => handler(e.payload));
}

/** Calls `handler` as the analysis of the game under review progresses. */
export function onReviewProgress(handler: (progress: ReviewProgress) => void): Promise<UnlistenFn> {
  return listen<ReviewProgress>('review-progress', (e) => handler(e.payload));
}

/** Calls `handler` with the store's problems whenever a save fails or works again. */
export function onStorageChanged(handler: (view: StorageView) => void): Promise<UnlistenFn> {
  return listen<StorageView>('storage-changed', (e) => handler(e.payload));
}
