import { afterAll, beforeAll, describe } from 'vitest';
import type { Collection, Doc, Store } from '../../ports/store.js';
import { describeChangeStamps } from './contract/change-stamps.js';
import { describeClose, describeCopies, describeDeletes } from './contract/deletes-copies-close.js';
import { describeFilters } from './contract/filters.js';
import { describeFindOneAndUpdate } from './contract/find-one-and-update.js';
import { describeFindOptions } from './contract/find-options.js';
import { type ContractContext, PLAYERS, type Player } from './contract/fixtures.js';
import { describeIndexes } from './contract/indexes.js';
import { describeTtlIndexes } from './contract/ttl-indexes.js';
import { describeUpdates } from './contract/updates.js';
import { describeUpserts } from './contract/upserts.js';

/** What differs between adapters in a way the contract must wait for. */
export interface ContractOptions {
  /**
   * How long the adapter may take to remove an expired document (MongoDB's TTL monitor runs once a
   * minute: 70 s); 0 when it is gone by the next operation (the embedded store).
   */
  expiryWithinMs?: number;
}

/**
 * The store port's behaviour, as one vitest suite to run on every adapter: every filter operator,
 * sort/skip/limit, every update operator, upserts, `findOneAndUpdate` (after-state, atomicity),
 * unique single and compound indexes with `DuplicateKeyError`, deletes, counts, copies, change
 * stamps, close.
 * `open` returns a store to play in (each test uses collections of its own); the suite closes it.
 * Each aspect is one function in `contract/`.
 */
export function describeStoreContract(
  label: string,
  open: () => Promise<Store>,
  options: ContractOptions = {},
): void {
  describe(`store contract: ${label}`, () => {
    let opened: Store | undefined;
    let serial = 0;

    beforeAll(async () => {
      opened = await open();
    });
    afterAll(async () => {
      await opened?.close();
    });

    const fresh = <T extends Doc>(): Collection<T> => {
      if (opened === undefined) throw new Error('the store did not open');
      serial += 1;
      return opened.collection<T>(`contract_${serial}`);
    };
    const contract: ContractContext = {
      fresh,
      lastName: () => `contract_${serial}`,
      players: async () => {
        const collection = fresh<Player>();
        for (const player of PLAYERS) await collection.insertOne(structuredClone(player));
        return collection;
      },
      open,
      expiryWithinMs: options.expiryWithinMs ?? 0,
    };

    describeFilters(contract);
    describeFindOptions(contract);
    describeUpdates(contract);
    describeUpserts(contract);
    describeFindOneAndUpdate(contract);
    describeIndexes(contract);
    describeTtlIndexes(contract);
    describeDeletes(contract);
    describeCopies(contract);
    describeChangeStamps(contract);
    describeClose(contract);
  });
}
