// Generated from the events of crates/app/src/host.rs: do not edit.
// Regenerate with `UPDATE_BINDINGS=1 cargo test -p tipgobble-core bindings`.

import { listen, type UnlistenFn } from '../listen';
import type { GameView, ImportProgress, ReviewProgress, SearchProgress, StorageView } from './ipc';

/** Calls `handler` with the new view whenever the computer has moved. */
export function onGameChanged(handler: (payload: GameView) => void): Promise<UnlistenFn> {
  return listen<GameView>('game-changed', handler);
}

/** Calls `handler` as the computer's search progresses. */
export function onAiProgress(handler: (payload: SearchProgress) => void): Promise<UnlistenFn> {
  return listen<SearchProgress>('ai-progress', handler);
}

/** Calls `handler` with the store's problems whenever a save fails or works again. */
export function onStorageChanged(handler: (payload: StorageView) => void): Promise<UnlistenFn> {
  return listen<StorageView>('storage-changed', handler);
}

/** Calls `handler` as the analysis of the game under review progresses. */
export function onReviewProgress(handler: (payload: ReviewProgress) => void): Promise<UnlistenFn> {
  return listen<ReviewProgress>('review-progress', handler);
}

/** Calls `handler` as an import of saved games progresses. */
export function onImportProgress(handler: (payload: ImportProgress) => void): Promise<UnlistenFn> {
  return listen<ImportProgress>('import-progress', handler);
}
