import type {
  ImportPreview,
  SleeperLeagueChoice,
  SleeperLeaguesResponse,
  SleeperRostersResponse,
} from '@lineup-lab/core';
import { SCORING_FORMAT_LABELS } from '@lineup-lab/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { api } from '../../api/client.js';
import {
  checkUsername,
  IMPORT_VIEW_MESSAGES,
  type ImportFailure,
  importFailure,
  leagueStatusLabel,
  playerCount,
  rosterTitle,
  teamCount,
} from './import-view.js';

/** The wizard's steps, in order, as the step list names them. */
export const STEP_NAMES = ['Sleeper username', 'League', 'Your team', 'Preview'] as const;

/** A step's frame: its heading (which takes the focus when the step opens), 'Step n of 4', and its body. */
export function StepFrame({
  index,
  title,
  headingRef,
  children,
}: {
  index: number;
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="import-step" aria-labelledby={id}>
      <p className="muted import-step-count">
        Step {index + 1} of {STEP_NAMES.length}
      </p>
      <h3 id={id} ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A failed step: an alert with the server's message (the upgrade box is the page's). */
export function StepError({ failure }: { failure: ImportFailure | null }) {
  if (failure?.kind !== 'error') return null;
  return (
    <p role="alert" className="notice notice-error">
      {failure.message}
    </p>
  );
}

const failureOf = (error: unknown, fallback: string) => (error ? importFailure(error, fallback) : null);

/** A step's `onError`: a tier refusal goes to the page's upgrade box (other failures show in the step). */
export function upgradeOn(onUpgrade: (message: string) => void, fallback: string) {
  return (error: unknown) => {
    const failure = importFailure(error, fallback);
    if (failure.kind === 'upgrade') onUpgrade(failure.message);
  };
}

/**
 * Step 1: the Sleeper username. Blank is refused here with core's message; otherwise the user's
 * leagues are looked up and `onFound` called with them. Sleeper's refusals (no such user, no
 * leagues, Sleeper down) show in an alert with the server's message.
 */
export function UsernameStep({
  initial,
  headingRef,
  onFound,
  onUpgrade,
}: {
  initial: string;
  headingRef: Ref<HTMLHeadingElement>;
  onFound: (answer: SleeperLeaguesResponse, username: string) => void;
  onUpgrade: (message: string) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [username, setUsername] = useState(initial);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const find = useMutation({
    mutationFn: (name: string) => api.leagues.sleeper.leagues({ username: name }),
    onSuccess: (answer, name) => onFound(answer, name),
    onError: upgradeOn(onUpgrade, IMPORT_VIEW_MESSAGES.leaguesFailed),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (find.isPending) return;
    const checked = checkUsername(username);
    if (!checked.ok) {
      setFieldError(checked.message);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    find.mutate(checked.value);
  };

  return (
    <StepFrame index={0} title="Your Sleeper account" headingRef={headingRef}>
      <form noValidate onSubmit={submit} aria-busy={find.isPending}>
        <div className="field">
          <label htmlFor={inputId}>Sleeper username</label>
          <input
            ref={input}
            id={inputId}
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              if (fieldError) setFieldError(null);
            }}
            aria-invalid={fieldError !== null}
            aria-describedby={fieldError ? `${errorId} ${hintId}` : hintId}
          />
          {fieldError && (
            <p id={errorId} className="field-error">
              {fieldError}
            </p>
          )}
          <p id={hintId} className="muted">
            The name you sign in to Sleeper with. We only read your public league data.
          </p>
        </div>
        <StepError failure={failureOf(find.error, IMPORT_VIEW_MESSAGES.leaguesFailed)} />
        <button type="submit" className="button button-primary" disabled={find.isPending}>
          {find.isPending ? 'Finding leagues…' : 'Find my leagues'}
        </button>
      </form>
    </StepFrame>
  );
}

/**
 * Step 2: the user's leagues of the season, each with its size, scoring and status; one already
 * imported cannot be chosen again. Choosing one loads its teams and calls `onChosen`.
 */
export function LeaguesStep({
  answer,
  headingRef,
  onBack,
  onChosen,
  onUpgrade,
}: {
  answer: SleeperLeaguesResponse;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  onChosen: (rosters: SleeperRostersResponse) => void;
  onUpgrade: (message: string) => void;
}) {
  const choose = useMutation({
    mutationFn: (league: SleeperLeagueChoice) => api.leagues.sleeper.rosters(league.leagueId),
    onSuccess: onChosen,
    onError: upgradeOn(onUpgrade, IMPORT_VIEW_MESSAGES.rostersFailed),
  });
  const who =
    answer.user.displayName && answer.user.displayName !== answer.user.username
      ? `${answer.user.displayName} (${answer.user.username})`
      : answer.user.username;
  return (
    <StepFrame index={1} title="Choose a league" headingRef={headingRef}>
      <p>
        {who}'s leagues for the {answer.season} season:
      </p>
      <ul className="import-choices">
        {answer.leagues.map((league) => (
          <li key={league.leagueId} className="import-choice">
            <div>
              <p className="import-choice-name">{league.name}</p>
              <p className="muted import-choice-facts">
                {teamCount(league.size)} · {SCORING_FORMAT_LABELS[league.scoringType]} ·{' '}
                {leagueStatusLabel(league.status)}
              </p>
            </div>
            {league.alreadyImported ? (
              <button
                type="button"
                className="button button-small"
                disabled
                aria-label={`Already imported: ${league.name}`}
              >
                Already imported
              </button>
            ) : (
              <button
                type="button"
                className="button button-small button-primary"
                disabled={choose.isPending}
                aria-label={`Choose ${league.name}`}
                onClick={() => choose.mutate(league)}
              >
                {choose.isPending && choose.variables?.leagueId === league.leagueId ? 'Loading…' : 'Choose'}
              </button>
            )}
          </li>
        ))}
      </ul>
      <StepError failure={failureOf(choose.error, IMPORT_VIEW_MESSAGES.rostersFailed)} />
      <div className="button-row">
        <button type="button" className="button" onClick={onBack}>
          Back
        </button>
      </div>
    </StepFrame>
  );
}

/**
 * Step 3: the league's teams (owner, team name, players); choosing the user's own loads the
 * preview and calls `onChosen`.
 */
export function RostersStep({
  answer,
  headingRef,
  onBack,
  onChosen,
  onUpgrade,
}: {
  answer: SleeperRostersResponse;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  onChosen: (preview: ImportPreview) => void;
  onUpgrade: (message: string) => void;
}) {
  const choose = useMutation({
    mutationFn: (rosterId: number) =>
      api.leagues.sleeper.preview({ leagueId: answer.league.leagueId, rosterId }),
    onSuccess: onChosen,
    onError: upgradeOn(onUpgrade, IMPORT_VIEW_MESSAGES.previewFailed),
  });
  return (
    <StepFrame index={2} title={`Which team in ${answer.league.name} is yours?`} headingRef={headingRef}>
      <ul className="import-choices">
        {answer.rosters.map((roster) => (
          <li key={roster.rosterId} className="import-choice">
            <div>
              <p className="import-choice-name">{rosterTitle(roster)}</p>
              <p className="muted import-choice-facts">
                Owner: {roster.ownerName ?? 'none'} · {playerCount(roster.playerCount)}
              </p>
            </div>
            <button
              type="button"
              className="button button-small button-primary"
              disabled={choose.isPending}
              aria-label={`This is my team: ${rosterTitle(roster)}`}
              onClick={() => choose.mutate(roster.rosterId)}
            >
              {choose.isPending && choose.variables === roster.rosterId ? 'Loading…' : 'This is my team'}
            </button>
          </li>
        ))}
      </ul>
      <StepError failure={failureOf(choose.error, IMPORT_VIEW_MESSAGES.previewFailed)} />
      <div className="button-row">
        <button type="button" className="button" onClick={onBack}>
          Back
        </button>
      </div>
    </StepFrame>
  );
}
