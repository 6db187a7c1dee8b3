import { describe, expect, it } from 'vitest';
import { collectionItems, fantasyContent, mergedParts, resourceParts } from './yahoo-content.js';

describe("Yahoo's fantasy_content readers", () => {
  it('reads a collection in numeric order, skipping count and entries without the item', () => {
    const teams = { 1: { team: 'b' }, 0: { team: 'a' }, 10: { team: 'k' }, 2: { other: 'x' }, count: 4 };
    expect(collectionItems(teams, 'team')).toEqual(['a', 'b', 'k']);
    expect(collectionItems([], 'team')).toEqual([]);
    expect(collectionItems({ count: 0 }, 'team')).toEqual([]);
    expect(collectionItems(undefined, 'team')).toEqual([]);
  });

  it("merges a player's metadata list, nested lists included, [] placeholders skipped", () => {
    const meta = [
      { player_key: '470.p.1' },
      [],
      [{ name: { full: 'A B' } }, []],
      { player_key: 'later' },
      'junk',
    ];
    expect(mergedParts(meta)).toEqual({ player_key: '470.p.1', name: { full: 'A B' } });
    expect(mergedParts({ already: 'merged' })).toEqual({ already: 'merged' });
    expect(mergedParts(null)).toEqual({});
  });

  it('splits a resource into its metadata and sub-resources', () => {
    const league = [{ league_key: '470.l.1' }, { settings: [1] }, { teams: { count: 0 } }];
    expect(resourceParts(league)).toEqual({
      meta: { league_key: '470.l.1' },
      subs: { settings: [1], teams: { count: 0 } },
    });
    expect(resourceParts({ not: 'an array' })).toEqual({ meta: {}, subs: {} });
  });

  it('finds fantasy_content or nothing', () => {
    expect(fantasyContent({ fantasy_content: { league: [] } })).toEqual({ league: [] });
    expect(fantasyContent({ error: {} })).toBeUndefined();
    expect(fantasyContent('text')).toBeUndefined();
  });
});
