// Whether the browser keeps the saved games for good. A browser may clear a site's storage
// when the device runs short of space unless the site's storage is persistent
// (navigator.storage.persist, granted to an installed web app, a bookmarked site, or after
// the person allows it). The web build asks once at start (ui/src/web/main.ts); the desktop
// and phone apps keep their data in their own folder and never ask: `persisted` stays null.

/** The part of `navigator.storage` used here. */
export interface StorageManagerLike {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
}

/** Where the person dismissed the notice (this browser only, like the storage it is about). */
export const DISMISSED_KEY = 'tipgobble.keep-saves-notice-dismissed';

class Persistence {
  /** true: kept for good; false: the browser may clear them; null: not asked (native). */
  persisted: boolean | null = $state(null);
  /** Whether the person dismissed the notice. */
  dismissed = $state(false);

  /** Asks `storage` to keep the site's data for good, and remembers the answer. */
  async ask(storage: StorageManagerLike | undefined, kept: Pick<Storage, 'getItem'> | undefined): Promise<void> {
    this.dismissed = kept?.getItem(DISMISSED_KEY) === '1';
    if (!storage?.persist) {
      // A browser without the API gives no promise either way.
      this.persisted = false;
      return;
    }
    try {
      this.persisted = (await storage.persisted?.()) || (await storage.persist());
    } catch {
      this.persisted = false;
    }
  }

  /** The person read the notice: not shown again in this browser. */
  dismiss(kept: Pick<Storage, 'setItem'> | undefined) {
    this.dismissed = true;
    try {
      kept?.setItem(DISMISSED_KEY, '1');
    } catch {
      /* private mode: dismissed for this visit */
    }
  }
}

export const persistence = new Persistence();
