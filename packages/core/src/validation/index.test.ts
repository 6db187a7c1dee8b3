import { describe, expect, it } from 'vitest';
import * as advice from './advice-question.js';
import * as contact from './contact.js';
import * as email from './email.js';
import * as barrel from './index.js';
import * as injury from './injury-form.js';
import * as messages from './messages.js';
import * as search from './player-search.js';
import * as result from './result.js';
import * as scenario from './scenario.js';
import * as teamName from './team-name.js';

const modules = { advice, contact, email, injury, messages, search, result, scenario, teamName };

describe('validation barrel', () => {
  it('exports every value of every validation module, and nothing else', () => {
    const all = new Set<string>();
    for (const [name, mod] of Object.entries(modules)) {
      for (const key of Object.keys(mod)) {
        all.add(key);
        expect(barrel, `${name}.${key}`).toHaveProperty(key, (mod as Record<string, unknown>)[key]);
      }
    }
    expect(Object.keys(barrel).filter((key) => !all.has(key))).toEqual([]);
  });

  it("keeps the spec's messages word for word", () => {
    expect(messages.VALIDATION_MESSAGES).toMatchObject({
      teamNameRequired: 'Team name is required',
      scenarioNameRequired: 'Scenario name is required',
      questionRequired: 'Please enter a question',
      searchTooShort: 'Type at least 2 characters to search',
      contactFieldsRequired: 'Please fill in all fields',
      emailInvalid: 'Please enter a valid email address',
      contactMessageTooShort: 'Message must be at least 10 characters long',
    });
  });
});
