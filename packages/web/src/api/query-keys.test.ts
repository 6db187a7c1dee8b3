import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys.js';

/** Which cached keys an invalidation of `prefix` reaches (React Query's own prefix matching). */
function reached(prefix: readonly unknown[], keys: readonly (readonly unknown[])[]): unknown[][] {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'data');
  return client
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .map((query) => [...query.queryKey]);
}

describe('queryKeys', () => {
  it('caches the subscription status under one shape per user, which every screen reads', () => {
    expect(queryKeys.subscriptionStatus.of('sub-1')).toEqual(['subscription-status', 'sub-1']);
    const keys = [queryKeys.subscriptionStatus.of('sub-1'), queryKeys.subscriptionStatus.of('sub-2')];
    expect(reached(queryKeys.subscriptionStatus.all, keys)).toEqual(keys);
    // Nothing else shares the prefix: plans and the profile are other families.
    expect(reached(queryKeys.subscriptionStatus.all, [queryKeys.plans, queryKeys.profile('sub-1')])).toEqual(
      [],
    );
  });

  it("keeps each user's answers apart, and each family's prefix reaches every user's", () => {
    expect(queryKeys.teams.of('a')).not.toEqual(queryKeys.teams.of('b'));
    expect(reached(queryKeys.teams.all, [queryKeys.teams.of('a'), queryKeys.team('a')])).toEqual([
      ['teams', 'a'],
    ]);
    expect(queryKeys.profile('a')).toEqual(['user', 'profile', 'a']);
  });

  it("reaches a team's week answers for every week, and not another team's", () => {
    const keys = [
      queryKeys.teamWeek.of('Sharks', 3),
      queryKeys.teamWeek.of('Sharks', null),
      queryKeys.teamWeek.of('Jets', 3),
    ];
    expect(reached(queryKeys.teamWeek.team('Sharks'), keys)).toEqual(keys.slice(0, 2));
    expect(reached(queryKeys.teamWeek.all, keys)).toEqual(keys);
    expect(reached(queryKeys.team('Sharks'), keys)).toEqual([]);
    expect(reached(queryKeys.history.team('Sharks'), [queryKeys.history.list('Sharks', 2, 7)])).toHaveLength(
      1,
    );
    expect(reached(queryKeys.scenarios.team('Sharks'), [queryKeys.scenarios.list('Jets', 2)])).toEqual([]);
  });

  it("keeps every admin answer under ['admin'] (Refresh All) and each table's pages under its family", () => {
    const users = queryKeys.admin.users.of({ page: 2 } as never);
    const audit = queryKeys.admin.audit.of({ page: 1 } as never);
    const keys = [queryKeys.admin.stats, users, audit, queryKeys.admin.ml, queryKeys.admin.waitlistCount];
    expect(reached(queryKeys.admin.all, [...keys, queryKeys.season])).toEqual(keys);
    expect(reached(queryKeys.admin.users.all, keys)).toEqual([users]);
    expect(reached(queryKeys.admin.audit.all, keys)).toEqual([audit]);
    expect(reached(queryKeys.admin.players.all, [queryKeys.admin.players.of({} as never)])).toHaveLength(1);
    expect(reached(queryKeys.admin.weekly.all, [queryKeys.admin.weekly.of({} as never)])).toHaveLength(1);
  });
});
