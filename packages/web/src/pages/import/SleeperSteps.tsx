import type { LeagueRef, RostersResponse, SleeperLeaguesResponse } from '@lineup-lab/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { api } from '../../api/client.js';
import { failureOf, StepError, StepFrame, upgradeOn } from './ImportWizard.js';
import { checkUsername, IMPORT_VIEW_MESSAGES } from './import-view.js';
import { LeagueChoices } from './LeagueChoices.js';

/** The Sleeper import's steps, in order, as the step list names them. */
export const SLEEPER_STEPS = ['Sleeper username', 'League', 'Your team', 'Preview'] as const;

/**
 * Step 1: the Sleeper username. Blank is refused here with core's message; otherwise the user's
 * leagues are looked up and `onFound` called with them. Sleeper's refusals (no such user, no
 * leagues, Sleeper down) show in an alert with the server's message.
 */
export function UsernameStep({
  initial,
  onFound,
  onUpgrade,
}: {
  initial: string;
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
    <StepFrame title="Your Sleeper account">
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
 * Step 2: the user's leagues of the season (`LeagueChoices`); choosing one loads its teams and
 * calls `onChosen`.
 */
export function SleeperLeaguesStep({
  answer,
  onBack,
  onChosen,
  onUpgrade,
}: {
  answer: SleeperLeaguesResponse;
  onBack: () => void;
  onChosen: (ref: LeagueRef, rosters: RostersResponse) => void;
  onUpgrade: (message: string) => void;
}) {
  const who =
    answer.user.displayName && answer.user.displayName !== answer.user.username
      ? `${answer.user.displayName} (${answer.user.username})`
      : answer.user.username;
  return (
    <StepFrame title="Choose a league">
      <p>
        {who}'s leagues for the {answer.season} season:
      </p>
      <LeagueChoices leagues={answer.leagues} onChosen={onChosen} onUpgrade={onUpgrade} />
      <div className="button-row">
        <button type="button" className="button" onClick={onBack}>
          Back
        </button>
      </div>
    </StepFrame>
  );
}
