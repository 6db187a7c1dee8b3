import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../ports/collections.js';
import { findUniqueKeyClash } from './check-unique-keys.js';

const specs = [
  {
    name: 'teams',
    indexes: [
      { name: 'teams_owner_name_unique', fields: ['ownerId', 'teamKey'], unique: true },
      { name: 'teams_plain', fields: ['teamName'] },
    ],
  },
];

describe('findUniqueKeyClash', () => {
  it('finds two documents with the same compound unique key, naming the index and both ids', () => {
    const clash = findUniqueKeyClash(
      [
        {
          name: 'teams',
          documents: [
            { _id: 't1', ownerId: 'u1', teamKey: 'a' },
            { _id: 't2', ownerId: 'u2', teamKey: 'a' },
            { _id: 't3', ownerId: 'u1', teamKey: 'a' },
          ],
        },
      ],
      specs,
    );
    expect(clash).toEqual({ collection: 'teams', index: 'teams_owner_name_unique', ids: ['t1', 't3'] });
  });

  it('accepts distinct keys, and ignores plain indexes and undeclared collections', () => {
    const documents = [
      { _id: 't1', ownerId: 'u1', teamKey: 'a', teamName: 'A' },
      { _id: 't2', ownerId: 'u1', teamKey: 'b', teamName: 'A' },
    ];
    expect(findUniqueKeyClash([{ name: 'teams', documents }], specs)).toBeUndefined();
    expect(
      findUniqueKeyClash([{ name: 'other', documents: [documents[0], documents[0]] as never }], specs),
    ).toBeUndefined();
  });

  it('counts a missing field as null, as the stores index it', () => {
    const clash = findUniqueKeyClash(
      [
        {
          name: 'teams',
          documents: [
            { _id: 't1', ownerId: 'u1' },
            { _id: 't2', ownerId: 'u1', teamKey: null },
          ],
        },
      ],
      specs,
    );
    expect(clash?.ids).toEqual(['t1', 't2']);
  });

  it("reads the server's declared collections (users' unique sub)", () => {
    const users = [
      { _id: 'a', sub: 's' },
      { _id: 'b', sub: 's' },
    ];
    expect(findUniqueKeyClash([{ name: 'users', documents: users }], Object.values(COLLECTIONS))).toEqual({
      collection: 'users',
      index: 'users_sub_unique',
      ids: ['a', 'b'],
    });
  });
});
