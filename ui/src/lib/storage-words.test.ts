import { describe, expect, it } from 'vitest';
import { unsavedWords } from './storage-words';

describe('unsavedWords', () => {
  it('says the storage is full for SQLite and browser quota errors', () => {
    expect(unsavedWords('autosave failed: database or disk is full')).toBe('storage.unsavedFull');
    expect(unsavedWords('QuotaExceededError: the quota has been exceeded')).toBe('storage.unsavedFull');
  });
  it('uses the plain words for any other failure', () => {
    expect(unsavedWords('database is locked')).toBe('storage.unsavedPlain');
    expect(unsavedWords('disk I/O error')).toBe('storage.unsavedPlain');
    expect(unsavedWords('')).toBe('storage.unsavedPlain');
  });
});
