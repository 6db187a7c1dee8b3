import type { Collection, Doc, Store } from '../ports/store.js';

/** What a value is kept under: the collections it is read from, and everything else it depends on. */
export interface StampedKey {
  /** Everything else the value depends on (sort, order, search, filters, week, caller …), as text. */
  key: string;
  /** The collections it is built from: their change stamps are checked on every read. */
  collections: readonly { of(store: Store): Pick<Collection<Doc>, 'changeStamp'> }[];
}

/** A value kept for a key: the stamps it was built under, and the (maybe still running) build. */
interface Kept<V> {
  stamps: string;
  value: Promise<V>;
}

/**
 * A cache of what is derived from the store (an admin list's listings, `admin/list-*.ts`; the kept
 * answers of user calls, `edge/http/kept-answers.ts`), so that a request whose collections did not
 * change does not read and work it out again: each value is kept under its `key` with the change
 * stamps (`Collection.changeStamp`) of the collections it was built from, read before it was
 * built. A read takes the stamps first; the same stamps find the value kept (or the build under
 * way, so parallel requests build once), other stamps build it again (what was read then is at
 * least as new as them). Valid across processes on MongoDB, whose stamps every process shares.
 * What is not in the store (the clock, the identity provider's states) goes into `key` or is read
 * per request; so does expiry by a TTL index, which MongoDB does not stamp: a value read from such a
 * collection needs the time in its key (the kept answers' minute), or must not be kept.
 *
 * Bounded: at most `entries` keys per store, the least recently read dropped first; one value per
 * key (a newer one replaces it). A failed build is not kept.
 *
 * @example
 * const LISTINGS = stampedCache<string[]>({ entries: 8 });
 * const ids = await LISTINGS.read(ctx.store, { key: `email asc ${search}`, collections: [COLLECTIONS.users] }, build);
 */
export function stampedCache<V>({ entries }: { entries: number }) {
  const byStore = new WeakMap<Store, Map<string, Kept<V>>>();
  return {
    async read(store: Store, { key, collections }: StampedKey, build: () => Promise<V>): Promise<V> {
      const stamps = (await Promise.all(collections.map((spec) => spec.of(store).changeStamp()))).join(' ');
      let kept = byStore.get(store);
      if (kept === undefined) {
        kept = new Map();
        byStore.set(store, kept);
      }
      const found = kept.get(key);
      kept.delete(key); // (re)inserted last: the most recently read
      if (found !== undefined && found.stamps === stamps) {
        kept.set(key, found);
        return found.value;
      }
      const value = build();
      const entry = { stamps, value };
      kept.set(key, entry);
      for (const oldest of kept.keys()) {
        if (kept.size <= entries) break;
        kept.delete(oldest);
      }
      const cache = kept;
      value.catch(() => {
        if (cache.get(key) === entry) cache.delete(key);
      });
      return value;
    },
  };
}
