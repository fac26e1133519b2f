import { describe, expect, it } from 'vitest';
import { DISMISSED_KEY, persistence } from './persistence.svelte';

/** A localStorage stand-in. */
function kept(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('keeping the saved games in a browser', () => {
  it('asks for persistent storage when it is not yet, and takes the answer', async () => {
    let asked = 0;
    await persistence.ask({ persisted: async () => false, persist: async () => (asked++, true) }, kept());
    expect(asked).toBe(1);
    expect(persistence.persisted).toBe(true);
  });

  it('does not ask again when the storage is persistent already', async () => {
    let asked = 0;
    await persistence.ask({ persisted: async () => true, persist: async () => (asked++, true) }, kept());
    expect(asked).toBe(0);
    expect(persistence.persisted).toBe(true);
  });

  it('says the saves may be cleared when the browser refuses, has no API, or fails', async () => {
    await persistence.ask({ persisted: async () => false, persist: async () => false }, kept());
    expect(persistence.persisted).toBe(false);
    await persistence.ask(undefined, kept());
    expect(persistence.persisted).toBe(false);
    await persistence.ask({ persist: () => Promise.reject(new Error('no')) }, kept());
    expect(persistence.persisted).toBe(false);
  });

  it('remembers that the person dismissed the notice, in this browser', async () => {
    const storage = kept();
    await persistence.ask({ persist: async () => false }, storage);
    expect(persistence.dismissed).toBe(false);
    persistence.dismiss(storage);
    expect(storage.map.get(DISMISSED_KEY)).toBe('1');
    await persistence.ask({ persist: async () => false }, storage);
    expect(persistence.dismissed).toBe(true);
    await persistence.ask({ persist: async () => false }, kept());
    expect(persistence.dismissed).toBe(false);
  });
});
