import { SCENARIOS_PER_TEAM } from '../constants.js';

/** The scenario calls' refusals (spec §8), as the server sends them and clients show them. */
export const SCENARIO_MESSAGES = {
  duplicate: 'A scenario with this name already exists',
  maximum: `Maximum number of scenarios reached (${SCENARIOS_PER_TEAM} per team)`,
  notFound: 'Scenario not found',
} as const;
