import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handClock } from '../../../test/support/hand-clock.js';
import { openTempStore } from '../../../test/support/temp-store.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import { createSeasonCalendar } from '../../season/season-calendar.js';
import type { ServiceContext } from '../service-context.js';
import {
  claimBillingEvent,
  markBillingEventApplied,
  releaseBillingEvent,
  STALE_CLAIM_MS,
} from './claim-billing-event.js';

const clock = handClock('2026-11-24T12:00:00Z');
let store: Store;
let remove: () => Promise<void>;
let ctx: ServiceContext;

beforeAll(async () => {
  ({ store, remove } = await openTempStore());
  ctx = {
    store,
    clock,
    calendar: createSeasonCalendar({ store, clock }),
    adminEmail: 'admin@lineup-lab.test',
  };
});
afterAll(() => remove());

const event = (id: string) => ({ id, type: 'checkout.session.completed' });

describe('claimBillingEvent', () => {
  it('lets one of many parallel claims of an event through', async () => {
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => claimBillingEvent(ctx, event('evt_a'))),
    );
    expect(claims.filter((claim) => claim !== null)).toHaveLength(1);
  });

  it('refuses an applied event, for ever', async () => {
    const claim = await claimBillingEvent(ctx, event('evt_b'));
    if (!claim) throw new Error('expected the first claim');
    await markBillingEventApplied(ctx, claim);
    clock.set('2026-12-24T12:00:00Z');
    expect(await claimBillingEvent(ctx, event('evt_b'))).toBeNull();
    clock.set('2026-11-24T12:00:00Z');
  });

  it('gives a released claim to the next delivery', async () => {
    const claim = await claimBillingEvent(ctx, event('evt_c'));
    if (!claim) throw new Error('expected the first claim');
    await releaseBillingEvent(ctx, claim);
    expect(await claimBillingEvent(ctx, event('evt_c'))).not.toBeNull();
  });

  it('takes over a claim left unapplied once it is stale, and only then; the old holder can no longer mark it', async () => {
    const left = await claimBillingEvent(ctx, event('evt_d'));
    if (!left) throw new Error('expected the first claim');
    clock.set(new Date(Date.parse('2026-11-24T12:00:00Z') + STALE_CLAIM_MS - 1));
    expect(await claimBillingEvent(ctx, event('evt_d'))).toBeNull();
    clock.set(new Date(Date.parse('2026-11-24T12:00:00Z') + STALE_CLAIM_MS));
    const taken = await claimBillingEvent(ctx, event('evt_d'));
    expect(taken).not.toBeNull();
    await markBillingEventApplied(ctx, left);
    expect(await COLLECTIONS.billingEvents.of(store).findOne({ _id: 'evt_d' })).toMatchObject({
      state: 'claimed',
    });
    clock.set('2026-11-24T12:00:00Z');
  });

  it('counts an event recorded before claims existed (no state) as applied', async () => {
    await COLLECTIONS.billingEvents
      .of(store)
      .insertOne({ _id: 'evt_old', type: 'invoice.paid', appliedAt: '2026-01-01T00:00:00.000Z' });
    clock.set('2027-01-01T00:00:00Z');
    expect(await claimBillingEvent(ctx, event('evt_old'))).toBeNull();
    clock.set('2026-11-24T12:00:00Z');
  });
});
