import { COLLECTIONS } from '../../ports/collections.js';
import { DuplicateKeyError } from '../../ports/store.js';
import {
  type AlertedStarter,
  type LineupAlertRecord,
  lineupAlertId,
} from '../../records/lineup-alert-record.js';
import type { TeamRecord } from '../../records/team-record.js';
import type { ServiceContext } from '../service-context.js';

/** Writes tried before giving up when other processes keep changing the same record. */
const ATTEMPTS = 5;

/** What a claim won: the starters no mail has told about yet, and how to give them back. */
interface AlertClaim {
  /** Starters (with their status) this claim is the first to tell about: mail them. */
  fresh: AlertedStarter[];
  /** Gives the claim back (the mail could not be sent), unless the record changed since. */
  release(): Promise<void>;
}

const sameStarter = (a: AlertedStarter, b: AlertedStarter) =>
  a.playerId === b.playerId && a.status === b.status;

/**
 * Records that a team's owner is now told about `current` (every starter worth an alert in the
 * week, with his status), and answers which of them are news: those no earlier mail told about
 * with that status. The record keeps exactly `current`, so a starter whose news went away (cleared,
 * benched, locked) is told again if it comes back. Optimistic concurrency on the record's
 * `version` (an insert for the first, refused on its `_id` when another process inserted first):
 * when two processes claim the same news at once, one alone gets it as `fresh`, the other reads
 * the record again and finds nothing new. Nothing written when nothing changed.
 */
export async function claimLineupAlert(
  ctx: Pick<ServiceContext, 'store' | 'clock'>,
  input: {
    team: Pick<TeamRecord, '_id' | 'ownerId'>;
    season: number;
    week: number;
    current: AlertedStarter[];
  },
): Promise<AlertClaim> {
  const { team, season, week, current } = input;
  const alerts = COLLECTIONS.lineupAlerts.of(ctx.store);
  const _id = lineupAlertId(team._id, season, week);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const stored = await alerts.findOne({ _id });
    const before = stored?.alerted ?? [];
    const fresh = current.filter((starter) => !before.some((told) => sameStarter(told, starter)));
    const unchanged = fresh.length === 0 && before.every((told) => current.some((s) => sameStarter(told, s)));
    if (unchanged) return { fresh: [], release: async () => {} };
    const now = ctx.clock.now().toISOString();
    const mailedAt = fresh.length > 0 ? now : (stored?.mailedAt ?? null);
    const version = (stored?.version ?? 0) + 1;
    const release = async () => {
      await alerts.updateOne(
        { _id, version },
        {
          $set: { alerted: before, updatedAt: now, mailedAt: stored?.mailedAt ?? null },
          $inc: { version: 1 },
        },
      );
    };
    if (!stored) {
      const record: LineupAlertRecord = {
        _id,
        teamId: team._id,
        ownerId: team.ownerId,
        season,
        week,
        alerted: current,
        version,
        updatedAt: now,
        mailedAt,
      };
      try {
        await alerts.insertOne(record);
        return { fresh, release };
      } catch (error) {
        if (error instanceof DuplicateKeyError) continue;
        throw error;
      }
    }
    const { matchedCount } = await alerts.updateOne(
      { _id, version: stored.version },
      { $set: { alerted: current, updatedAt: now, mailedAt }, $inc: { version: 1 } },
    );
    if (matchedCount === 1) return { fresh, release };
  }
  // Others kept changing the record: they are telling the owner what there is to tell.
  return { fresh: [], release: async () => {} };
}
