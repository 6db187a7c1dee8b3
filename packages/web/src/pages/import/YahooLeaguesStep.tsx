import {
  IMPORT_MESSAGES,
  type LeagueRef,
  type RostersResponse,
  type YahooConnection,
} from '@lineup-lab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { messageOf } from '../../api/error-message.js';
import { queryKeys } from '../../api/query-keys.js';
import { useSession } from '../../auth/use-session.js';
import { openContact } from '../../contact/open-contact.js';
import { StepFrame } from './ImportWizard.js';
import { CONTACT_US_SUBJECT, formatSyncTime, IMPORT_VIEW_MESSAGES } from './import-view.js';
import { LeagueChoices } from './LeagueChoices.js';
import { leaveForYahoo } from './leave-for-yahoo.js';
import { useYahooConnection, useYahooLeagues } from './queries.js';
import type { YahooReturn } from './yahoo-view.js';

/** The Yahoo import's steps, in order, as the step list names them. */
export const YAHOO_STEPS = ['Yahoo league', 'Your team', 'Preview'] as const;

/**
 * Step 1 of the Yahoo import, by the state of the user's Yahoo connection: not set up on this
 * server (say so, with Contact Us); not connected (Connect Yahoo, which leaves for Yahoo's consent
 * page); connected (the account's leagues of the season, each to choose, and Disconnect Yahoo).
 * `notice` is what the return from Yahoo said (`/import?yahoo=…`).
 */
export function YahooLeaguesStep({
  notice,
  onChosen,
  onUpgrade,
}: {
  notice: YahooReturn | null;
  onChosen: (ref: LeagueRef, rosters: RostersResponse) => void;
  onUpgrade: (message: string) => void;
}) {
  const connection = useYahooConnection();
  const state = connection.data;
  return (
    <StepFrame title="Your Yahoo leagues">
      {notice?.kind === 'connected' && (
        <p role="status" className="notice notice-success">
          {notice.message}
        </p>
      )}
      {notice?.kind === 'error' && (
        <p role="alert" className="notice notice-error">
          {notice.message}
        </p>
      )}
      {connection.isPending && <p role="status">Checking your Yahoo connection…</p>}
      {connection.isError && (
        <p role="alert" className="notice notice-error">
          {messageOf(connection.error, IMPORT_VIEW_MESSAGES.yahooConnectionFailed)}
        </p>
      )}
      {state && !state.configured && <YahooNotSetUp />}
      {state?.configured && !state.connected && <ConnectYahoo />}
      {state?.configured && state.connected && (
        <>
          <YahooConnected connection={state} />
          <YahooLeagueList onChosen={onChosen} onUpgrade={onUpgrade} />
        </>
      )}
    </StepFrame>
  );
}

/** The server has no Yahoo app (`YAHOO_CLIENT_ID`, `YAHOO_CLIENT_SECRET`): say so, with Contact Us. */
function YahooNotSetUp() {
  return (
    <div className="notice yahoo-not-set-up">
      <p>{IMPORT_MESSAGES.yahooNotConfigured}</p>
      <p>
        Ask us about it:{' '}
        <button
          type="button"
          className="button button-small"
          aria-label="Contact Us about Yahoo import"
          onClick={() => openContact({ subject: CONTACT_US_SUBJECT })}
        >
          Contact Us
        </button>
      </p>
    </div>
  );
}

/** Connect Yahoo: asks the server where Yahoo's consent page is, then goes there. */
function ConnectYahoo() {
  const connect = useMutation({
    mutationFn: () => api.leagues.yahoo.connect(),
    onSuccess: ({ authorizationUrl }) => leaveForYahoo(authorizationUrl),
  });
  return (
    <div className="yahoo-connect">
      <p>
        Connect your Yahoo account so that Lineup Lab can read your Yahoo fantasy football leagues. Yahoo asks
        you to allow it, then sends you back here. You can disconnect at any time.
      </p>
      {connect.isError && (
        <p role="alert" className="notice notice-error">
          {messageOf(connect.error, IMPORT_VIEW_MESSAGES.yahooConnectFailed)}
        </p>
      )}
      <button
        type="button"
        className="button button-primary"
        disabled={connect.isPending || connect.isSuccess}
        onClick={() => connect.mutate()}
      >
        {connect.isPending || connect.isSuccess ? 'Opening Yahoo…' : 'Connect Yahoo'}
      </button>
    </div>
  );
}

/** Connected since when, and Disconnect Yahoo (the server forgets the tokens and tells Yahoo). */
function YahooConnected({ connection }: { connection: YahooConnection }) {
  const client = useQueryClient();
  const sub = useSession()?.user.sub ?? '';
  const disconnect = useMutation({
    mutationFn: () => api.leagues.yahoo.disconnect(),
    onSuccess: (answer) => {
      client.setQueryData(queryKeys.yahoo.connection(sub), answer);
      client.removeQueries({ queryKey: queryKeys.yahoo.leagues(sub) });
    },
  });
  return (
    <div className="yahoo-connected">
      <p>
        Your Yahoo account is connected
        {connection.connectedAt && (
          <>
            {' '}
            since <time dateTime={connection.connectedAt}>{formatSyncTime(connection.connectedAt)}</time>
          </>
        )}
        .
      </p>
      <button
        type="button"
        className="button button-small"
        disabled={disconnect.isPending}
        onClick={() => disconnect.mutate()}
      >
        {disconnect.isPending ? 'Disconnecting…' : 'Disconnect Yahoo'}
      </button>
      {disconnect.isError && (
        <p role="alert" className="notice notice-error">
          {messageOf(disconnect.error, IMPORT_VIEW_MESSAGES.yahooDisconnectFailed)}
        </p>
      )}
    </div>
  );
}

/** The connected account's leagues of the season, to choose from. */
function YahooLeagueList({
  onChosen,
  onUpgrade,
}: {
  onChosen: (ref: LeagueRef, rosters: RostersResponse) => void;
  onUpgrade: (message: string) => void;
}) {
  const leagues = useYahooLeagues();
  if (leagues.isPending) return <p role="status">Loading your Yahoo leagues…</p>;
  if (leagues.isError) {
    return (
      <p role="alert" className="notice notice-error">
        {messageOf(leagues.error, IMPORT_VIEW_MESSAGES.yahooLeaguesFailed)}
      </p>
    );
  }
  const { season, leagues: list } = leagues.data;
  if (list.length === 0) {
    return <p>Your Yahoo account has no fantasy football league in the {season} season.</p>;
  }
  return (
    <>
      <p>Your Yahoo leagues for the {season} season:</p>
      <LeagueChoices leagues={list} onChosen={onChosen} onUpgrade={onUpgrade} />
    </>
  );
}
