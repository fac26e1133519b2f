// The saved games' files on the origin-private file system, as the core's worker checks them
// (./worker.ts). The core's SQLite VFS (opfs-sahpool, crates/store/src/web.rs) keeps its
// database in a pool of files under one directory, each opened with a synchronous access
// handle, of which a file has one holder at a time.
//  - Before the core opens them: a tab that has just taken the saves over (./holder.ts) waits
//    until the tab it took them from has let go of every file, instead of finding them taken
//    and keeping games in memory.
//  - After each command: the pool is still there. The browser's "Delete site data" (or its
//    own clean-up) removes it under the open handles, whose writes then go nowhere while
//    seeming to work; this is how the app notices and says so instead of saying "saved".

/** The pool's directory, the VFS's default (OpfsSAHPoolCfg). */
const POOL = '.opfs-sahpool';

/** The parts of the File System Access API used here, which TypeScript's DOM types lack. */
interface Dir {
  kind: 'directory';
  values(): AsyncIterable<Dir | FileEntry>;
  getDirectoryHandle(name: string): Promise<Dir>;
}
interface FileEntry {
  kind: 'file';
  createSyncAccessHandle(): Promise<{ close(): void }>;
}

async function root(): Promise<Dir> {
  return (await navigator.storage.getDirectory()) as unknown as Dir;
}

/** The pool's directory, or null when there is none. */
async function pool(): Promise<Dir | null> {
  try {
    return await (await root()).getDirectoryHandle(POOL);
  } catch {
    return null;
  }
}

/** Whether any file under `dir` is held by another worker (its access handle refused). */
async function anyHeld(dir: Dir): Promise<boolean> {
  for await (const entry of dir.values()) {
    if (entry.kind === 'directory') {
      if (await anyHeld(entry)) return true;
      continue;
    }
    try {
      (await entry.createSyncAccessHandle()).close();
    } catch (err) {
      if (err instanceof DOMException && err.name === 'NoModificationAllowedError') return true;
    }
  }
  return false;
}

/** Waits, at most `ms`, until no file of the pool is held by another worker. */
export async function waitForPool(ms = 20000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const dir = await pool();
    if (dir === null || !(await anyHeld(dir))) return;
    if (Date.now() > deadline) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether the pool is there with files in it (the database's). */
export async function poolPresent(): Promise<boolean> {
  const dir = await pool();
  if (dir === null) return false;
  try {
    for await (const entry of dir.values()) {
      if (entry.kind === 'file') return true;
      for await (const _ of entry.values()) return true;
    }
  } catch {
    return false;
  }
  return false;
}

/** Checks the pool after the core's commands, once it was there at the start: `lost()` is
 * called once, when it has gone. */
export function watchPool(lost: () => void): { check(): void; start(): Promise<void> } {
  let watching = false;
  let checking = false;
  let again = false;
  const check = async () => {
    if (!watching) return;
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    try {
      do {
        again = false;
        if (!(await poolPresent())) {
          watching = false;
          lost();
          return;
        }
      } while (again);
    } finally {
      checking = false;
    }
  };
  return {
    check: () => void check(),
    start: async () => {
      watching = await poolPresent();
    },
  };
}
