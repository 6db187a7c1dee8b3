import { type Mock, vi } from 'vitest';
import { subscriptionStatus } from '../../test-support/fixtures.js';
import { PAT_IMPORT, PAT_LEAGUES, PAT_PREVIEW, PAT_ROSTERS } from './test-fixtures.js';

/**
 * The SDK client as the import screens' tests give it (`vi.mock('../../api/client.js', …)`): each
 * call a mock, answered by `answerAsPat` with Pat's Sleeper league; a test changes what it needs.
 */
export const api: {
  user: { subscriptionStatus: Mock };
  leagues: {
    list: Mock;
    sync: Mock;
    rosters: Mock;
    preview: Mock;
    import: Mock;
    setCredentials: Mock;
    sleeper: { leagues: Mock };
    yahoo: { connection: Mock; connect: Mock; disconnect: Mock; leagues: Mock };
  };
} = {
  user: { subscriptionStatus: vi.fn() },
  leagues: {
    list: vi.fn(),
    sync: vi.fn(),
    rosters: vi.fn(),
    preview: vi.fn(),
    import: vi.fn(),
    setCredentials: vi.fn(),
    sleeper: { leagues: vi.fn() },
    yahoo: { connection: vi.fn(), connect: vi.fn(), disconnect: vi.fn(), leagues: vi.fn() },
  },
};

/** The default answers: a free user with nothing imported, Pat's Sleeper league, Yahoo not set up. */
export function answerAsPat(): void {
  api.user.subscriptionStatus.mockResolvedValue(subscriptionStatus());
  api.leagues.list.mockResolvedValue({ leagues: [] });
  api.leagues.sleeper.leagues.mockResolvedValue(PAT_LEAGUES);
  api.leagues.rosters.mockResolvedValue(PAT_ROSTERS);
  api.leagues.preview.mockResolvedValue(PAT_PREVIEW);
  api.leagues.import.mockResolvedValue(PAT_IMPORT);
  api.leagues.yahoo.connection.mockResolvedValue({ configured: false, connected: false, connectedAt: null });
}
