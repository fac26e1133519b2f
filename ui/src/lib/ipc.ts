// The one module through which the UI talks to the app core: the typed command wrappers
// generated from the Rust declarations (./generated/commands.ts), the generated types
// (./generated/ipc.ts), the typed error (./invoke.ts) and the core's events, over the
// transport of this build (./transport).
import type { GameView, ImportProgress, ReviewProgress, SearchProgress, StorageView } from './generated/ipc';
import { transport, type Unlisten } from './transport';

export * from './generated/commands';
export type * from './generated/ipc';
export { IpcError, toAppError } from './invoke';

/** Stops listening to an event. */
export type UnlistenFn = Unlisten;

/** Calls `handler` with the payload of every `event` the core sends. */
async function listen<T>(event: string, handler: (payload: T) => void): Promise<UnlistenFn> {
  return transport().listen(event, (payload) => handler(payload as T));
}

/** Calls `handler` with the new view whenever the computer has moved. */
export function onGameChanged(handler: (view: GameView) => void): Promise<UnlistenFn> {
  return listen<GameView>('game-changed', handler);
}

/** Calls `handler` as the computer's search progresses. */
export function onAiProgress(handler: (progress: SearchProgress) => void): Promise<UnlistenFn> {
  return listen<SearchProgress>('ai-progress', handler);
}

/** Calls `handler` as the analysis of the game under review progresses. */
export function onReviewProgress(handler: (progress: ReviewProgress) => void): Promise<UnlistenFn> {
  return listen<ReviewProgress>('review-progress', handler);
}

/** Calls `handler` as an import of saved games progresses. */
export function onImportProgress(handler: (progress: ImportProgress) => void): Promise<UnlistenFn> {
  return listen<ImportProgress>('import-progress', handler);
}

/** Calls `handler` with the store's problems whenever a save fails or works again. */
export function onStorageChanged(handler: (view: StorageView) => void): Promise<UnlistenFn> {
  return listen<StorageView>('storage-changed', handler);
}
