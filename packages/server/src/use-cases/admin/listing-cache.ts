import type { Collection, Doc, Store } from '../../ports/store.js';

/** What a listing is kept under: what its answer depends on, and the collections it is read from. */
export interface ListingKey {
  /** Everything else the listing depends on (sort, order, search, filters, week …), as text. */
  key: string;
  /** The collections it is built from: their change stamps are checked on every read. */
  collections: readonly { of(store: Store): Pick<Collection<Doc>, 'changeStamp'> }[];
}

/** A listing kept for a key: the stamps it was built under, and the (maybe still running) build. */
interface Kept<V> {
  stamps: string;
  listing: Promise<V>;
}

/**
 * A cache of an admin list's listings (its matching rows in table order, or what stands for them),
 * so that a request whose collections did not change only slices its page: each listing is kept
 * under its `key` with the change stamps (`Collection.changeStamp`) of the collections it was
 * built from, read before it was built. A read takes the stamps first; the same stamps find the
 * listing kept (or the build under way, so parallel requests build once), other stamps build it
 * again (what was read then is at least as new as them). Valid across processes on MongoDB, whose
 * stamps every process shares; nothing may be keyed by a collection with a TTL index (its expiry
 * is not stamped there), nor by what is not in the store (the clock, the identity provider's
 * states): that goes into `key` or is read per request.
 *
 * Bounded: at most `entries` keys per store, the least recently read dropped first; one listing per
 * key (a newer one replaces it). A failed build is not kept.
 *
 * @example
 * const LISTINGS = listingCache<string[]>({ entries: 8 });
 * const ids = await LISTINGS.read(ctx.store, { key: `email asc ${search}`, collections: [COLLECTIONS.users] }, build);
 */
export function listingCache<V>({ entries }: { entries: number }) {
  const byStore = new WeakMap<Store, Map<string, Kept<V>>>();
  return {
    async read(store: Store, { key, collections }: ListingKey, build: () => Promise<V>): Promise<V> {
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
        return found.listing;
      }
      const listing = build();
      const entry = { stamps, listing };
      kept.set(key, entry);
      for (const oldest of kept.keys()) {
        if (kept.size <= entries) break;
        kept.delete(oldest);
      }
      const cache = kept;
      listing.catch(() => {
        if (cache.get(key) === entry) cache.delete(key);
      });
      return listing;
    },
  };
}
