import { describe, expect, it } from 'vitest';
import * as admin from './admin.js';
import * as ai from './ai.js';
import * as audit from './audit.js';
import * as billing from './billing.js';
import * as contact from './contact.js';
import * as entities from './entities.js';
import * as history from './history.js';
import * as importCalls from './import.js';
import * as barrel from './index.js';
import * as injuries from './injuries.js';
import * as players from './players.js';
import * as query from './query.js';
import * as routes from './routes.js';
import * as scenarios from './scenarios.js';
import * as season from './season.js';
import * as session from './session.js';
import * as teamWeek from './team-week.js';
import * as teams from './teams.js';
import * as waitlist from './waitlist.js';

const modules = {
  admin,
  ai,
  audit,
  billing,
  contact,
  entities,
  history,
  importCalls,
  injuries,
  players,
  query,
  routes,
  scenarios,
  season,
  session,
  teamWeek,
  teams,
  waitlist,
};

describe('contract barrel', () => {
  it('exports every value of every contract module', () => {
    for (const [name, mod] of Object.entries(modules)) {
      for (const key of Object.keys(mod)) {
        expect(barrel, `${name}.${key}`).toHaveProperty(key, (mod as Record<string, unknown>)[key]);
      }
    }
  });

  it('exports nothing else', () => {
    const all = new Set(Object.values(modules).flatMap((mod) => Object.keys(mod)));
    expect(Object.keys(barrel).filter((key) => !all.has(key))).toEqual([]);
  });
});
