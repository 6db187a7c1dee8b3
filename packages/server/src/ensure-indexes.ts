import type { Store } from './ports/store.js';
import { TEAM_INDEXES, TEAMS, type TeamRecord } from './teams/team-record.js';
import { USER_INDEXES, USERS, type UserRecord } from './users/user-record.js';

/** Creates the indexes the use cases rely on (unique users per subject, team names per owner). */
export async function ensureIndexes(store: Store): Promise<void> {
  for (const { fields, ...options } of USER_INDEXES) {
    await store.collection<UserRecord>(USERS).createIndex([...fields], options);
  }
  for (const { fields, ...options } of TEAM_INDEXES) {
    await store.collection<TeamRecord>(TEAMS).createIndex([...fields], options);
  }
}
