// The store's problems on the UI side: read from Rust at start, kept up to date by the
// `storage-changed` event (a save failed, or worked again, or the game in play went on as a
// copy). The app's banner, the home screen's notice and the game screen's warnings read them
// from here.
import { dismissCopyNotice, dismissStorageNotice, onStorageChanged, storageStatus } from './ipc';
import type { StorageView } from './ipc';

/** No problem at all. */
export const NO_PROBLEMS: StorageView = { moved_aside: null, not_saving: null, unsaved: null, saved_as_copy: null };

class StorageStore {
  view: StorageView = $state({ ...NO_PROBLEMS });
  /** The web build: the browser deleted the saved games' files while the app was open (its
   * site data cleared). Nothing played since is kept, whatever the store says. */
  lost = $state(false);

  /** The browser deleted the saved games' files (see `lost`). */
  lose(): void {
    this.lost = true;
  }

  /** The web build: saves the game in play anew on the storage the browser gives back, once
   * `lost` (ui/src/web/main.ts); null where the host has no such thing. */
  startSavingAgain: (() => Promise<void>) | null = null;

  /** Whether what is played now is kept only in this page's memory: no store, or it is gone,
   * or the last save failed. */
  inMemoryOnly(): boolean {
    return this.lost || this.view.not_saving !== null || this.view.unsaved !== null;
  }

  /** Reads the problems from Rust and follows their changes; returns the unlisten. */
  async start(): Promise<() => void> {
    const unlisten = await onStorageChanged((v) => (this.view = v));
    try {
      this.view = await storageStatus();
    } catch {
      // Without an answer there is nothing known to show; the event still brings changes.
    }
    return unlisten;
  }

  /** The person has read the notice about the database moved aside. */
  async dismissMovedAside(): Promise<void> {
    this.view = { ...this.view, moved_aside: null };
    try {
      this.view = await dismissStorageNotice();
    } catch {
      // Already hidden here; it shows again at the next start at worst.
    }
  }

  /** The person has read the notice that the game in play is saved as a separate game. */
  async dismissSavedAsCopy(): Promise<void> {
    this.view = { ...this.view, saved_as_copy: null };
    try {
      this.view = await dismissCopyNotice();
    } catch {
      // Already hidden here; Rust forgets it when the game is left at worst.
    }
  }
}

/** The one storage store of the app. */
export const storageStore = new StorageStore();
