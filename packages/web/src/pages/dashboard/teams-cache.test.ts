import { beforeEach, describe, expect, it } from 'vitest';
import { team } from '../../test-support/fixtures.js';
import { readCachedTeams, TEAMS_CACHE_KEY, writeCachedTeams } from './teams-cache.js';

/** A Storage in memory (the unit tests run in Node). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const saved = team({});

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

describe('the cached team list (spec §3 "Session items")', () => {
  it("keeps a user's teams under 'lineup-lab.teams' and reads them back", () => {
    writeCachedTeams('user-1', [saved], storage);
    expect(storage.getItem(TEAMS_CACHE_KEY)).not.toBeNull();
    expect(TEAMS_CACHE_KEY).toBe('lineup-lab.teams');
    expect(readCachedTeams('user-1', storage)).toEqual([saved]);
  });

  it("never gives one user another user's teams", () => {
    writeCachedTeams('user-1', [saved], storage);
    expect(readCachedTeams('user-2', storage)).toBeUndefined();
  });

  it('ignores a missing, unreadable or malformed cache', () => {
    expect(readCachedTeams('user-1', storage)).toBeUndefined();
    storage.setItem(TEAMS_CACHE_KEY, '{not json');
    expect(readCachedTeams('user-1', storage)).toBeUndefined();
    storage.setItem(TEAMS_CACHE_KEY, JSON.stringify({ sub: 'user-1', teams: [{ teamName: '' }] }));
    expect(readCachedTeams('user-1', storage)).toBeUndefined();
    storage.setItem(TEAMS_CACHE_KEY, 'null');
    expect(readCachedTeams('user-1', storage)).toBeUndefined();
  });

  it('survives a storage that refuses to store', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => writeCachedTeams('user-1', [saved], full)).not.toThrow();
  });
});
