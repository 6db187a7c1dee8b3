import type { DemoParameters } from './fit-demo-parameters.js';

/**
 * The demo season's parameters, fitted to the real data in ../shared/data by `fitDemoParameters`
 * (through `fitFromSharedData` in src/test-support: nflverse weekly player stats 2021–2023 regular season for the
 * per-slot volume and rates; NFL.com kicker actuals 2021–2024, games played, for kickers; footballdb
 * D/ST 2019–2021 for team defences; nflverse schedules 2016–2024 for Vegas lines and results around
 * them). Fitted once and committed so a fresh machine needs no data; `demo-parameters.test.ts` refits
 * them when ../shared/data is there and checks they agree within a tolerance.
 */
export const DEMO_PARAMETERS: DemoParameters = {
  games: {
    totalLine: {
      mean: 45.34,
      sd: 4.46,
    },
    spreadLine: {
      mean: 1.87,
      sd: 6.04,
    },
    marginResidualSd: 12.75,
    totalResidualSd: 13.22,
  },
  slots: {
    QB1: {
      presence: 1,
      passAttempts: {
        mean: 32.7883,
        sd: 8.5462,
      },
      yardsPerAttempt: 7.0752,
      passTdPerAttempt: 0.0428,
      intPerAttempt: 0.0229,
      carries: {
        mean: 3.8479,
        sd: 3.2173,
      },
      yardsPerCarry: 4.4377,
      rushTdPerCarry: 0.0462,
      targets: {
        mean: 0.0129,
        sd: 0.1128,
      },
      catchRate: 0.8095,
      yardsPerReception: 0.4706,
      recTdPerReception: 0.0588,
      fumblesLostPerGame: 0.2123,
    },
    RB1: {
      presence: 1,
      passAttempts: {
        mean: 0.008,
        sd: 0.0956,
      },
      yardsPerAttempt: 4.6923,
      passTdPerAttempt: 0.3846,
      intPerAttempt: 0.0769,
      carries: {
        mean: 14.9828,
        sd: 5.5493,
      },
      yardsPerCarry: 4.2922,
      rushTdPerCarry: 0.0315,
      targets: {
        mean: 3.5595,
        sd: 2.5582,
      },
      catchRate: 0.7797,
      yardsPerReception: 7.3351,
      recTdPerReception: 0.0402,
      fumblesLostPerGame: 0.0767,
    },
    RB2: {
      presence: 0.9871,
      passAttempts: {
        mean: 0.0031,
        sd: 0.0557,
      },
      yardsPerAttempt: 6.2,
      passTdPerAttempt: 0.4,
      intPerAttempt: 0.2,
      carries: {
        mean: 5.6377,
        sd: 3.7378,
      },
      yardsPerCarry: 4.2902,
      rushTdPerCarry: 0.027,
      targets: {
        mean: 1.9994,
        sd: 1.8403,
      },
      catchRate: 0.774,
      yardsPerReception: 7.4614,
      recTdPerReception: 0.0337,
      fumblesLostPerGame: 0.0311,
    },
    RB3: {
      presence: 0.5755,
      passAttempts: {
        mean: 0.0011,
        sd: 0.0326,
      },
      yardsPerAttempt: 0,
      passTdPerAttempt: 0,
      intPerAttempt: 0,
      carries: {
        mean: 1.9211,
        sd: 1.9245,
      },
      yardsPerCarry: 3.8257,
      rushTdPerCarry: 0.0266,
      targets: {
        mean: 1.0096,
        sd: 1.1115,
      },
      catchRate: 0.736,
      yardsPerReception: 6.901,
      recTdPerReception: 0.0359,
      fumblesLostPerGame: 0.0171,
    },
    TE1: {
      presence: 0.9945,
      passAttempts: {
        mean: 0.0006,
        sd: 0.0248,
      },
      yardsPerAttempt: 0,
      passTdPerAttempt: 0,
      intPerAttempt: 0,
      carries: {
        mean: 0.0308,
        sd: 0.1799,
      },
      yardsPerCarry: 2.34,
      rushTdPerCarry: 0.04,
      targets: {
        mean: 5.1659,
        sd: 2.6912,
      },
      catchRate: 0.6949,
      yardsPerReception: 10.5733,
      recTdPerReception: 0.073,
      fumblesLostPerGame: 0.0204,
    },
    TE2: {
      presence: 0.7209,
      passAttempts: {
        mean: 0.0009,
        sd: 0.0292,
      },
      yardsPerAttempt: 0,
      passTdPerAttempt: 0,
      intPerAttempt: 0,
      carries: {
        mean: 0.0221,
        sd: 0.1528,
      },
      yardsPerCarry: 3.7308,
      rushTdPerCarry: 0.1154,
      targets: {
        mean: 1.9668,
        sd: 1.1477,
      },
      catchRate: 0.6984,
      yardsPerReception: 9.9418,
      recTdPerReception: 0.075,
      fumblesLostPerGame: 0.0077,
    },
    WR1: {
      presence: 1,
      passAttempts: {
        mean: 0.0178,
        sd: 0.1368,
      },
      yardsPerAttempt: 7,
      passTdPerAttempt: 0.0345,
      intPerAttempt: 0.0345,
      carries: {
        mean: 0.238,
        sd: 0.6782,
      },
      yardsPerCarry: 6.0464,
      rushTdPerCarry: 0.0644,
      targets: {
        mean: 8.8736,
        sd: 3.0291,
      },
      catchRate: 0.647,
      yardsPerReception: 12.5996,
      recTdPerReception: 0.0741,
      fumblesLostPerGame: 0.0442,
    },
    WR2: {
      presence: 1,
      passAttempts: {
        mean: 0.0104,
        sd: 0.1075,
      },
      yardsPerAttempt: 8.0588,
      passTdPerAttempt: 0.1176,
      intPerAttempt: 0.0588,
      carries: {
        mean: 0.2153,
        sd: 0.6485,
      },
      yardsPerCarry: 6.1339,
      rushTdPerCarry: 0.0456,
      targets: {
        mean: 5.5847,
        sd: 2.2231,
      },
      catchRate: 0.6213,
      yardsPerReception: 12.736,
      recTdPerReception: 0.0762,
      fumblesLostPerGame: 0.0178,
    },
    WR3: {
      presence: 0.9773,
      passAttempts: {
        mean: 0.005,
        sd: 0.0707,
      },
      yardsPerAttempt: 15.375,
      passTdPerAttempt: 0.25,
      intPerAttempt: 0,
      carries: {
        mean: 0.1808,
        sd: 0.5231,
      },
      yardsPerCarry: 6.0139,
      rushTdPerCarry: 0.0556,
      targets: {
        mean: 3.2699,
        sd: 1.683,
      },
      catchRate: 0.6185,
      yardsPerReception: 12.4832,
      recTdPerReception: 0.0726,
      fumblesLostPerGame: 0.0126,
    },
    WR4: {
      presence: 0.7337,
      passAttempts: {
        mean: 0.0042,
        sd: 0.0645,
      },
      yardsPerAttempt: 19.8,
      passTdPerAttempt: 0.4,
      intPerAttempt: 0.2,
      carries: {
        mean: 0.2057,
        sd: 0.5851,
      },
      yardsPerCarry: 6.313,
      rushTdPerCarry: 0.0447,
      targets: {
        mean: 1.7458,
        sd: 1.0799,
      },
      catchRate: 0.603,
      yardsPerReception: 11.9674,
      recTdPerReception: 0.058,
      fumblesLostPerGame: 0.0109,
    },
  },
  kicker: {
    patMade: 1.5603,
    patMissed: 0.0764,
    fgMade0To19: 0.0027,
    fgMade20To29: 0.3176,
    fgMade30To39: 0.3784,
    fgMade40To49: 0.3203,
    fgMade50Plus: 0.2199,
    fgMissed0To19: 0,
    fgMissed20To29: 0.007,
    fgMissed30To39: 0.026,
  },
  dst: {
    blockedKicks: 0.067,
    fumbleRecoveries: 0.5338,
    interceptions: 0.794,
    sacks: 2.331,
    safeties: 0.0313,
    touchdowns: 0.1473,
  },
};
