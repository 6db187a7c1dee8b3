import type { LeagueRef, RostersResponse } from '@lineup-lab/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { api } from '../../api/client.js';
import { EspnCookieFields, EspnCookieHelp } from './EspnCookieFields.js';
import {
  checkEspnForm,
  type EspnField,
  type EspnFormInput,
  espnSeasons,
  readEspnLeague,
} from './espn-view.js';
import { failureOf, StepError, StepFrame } from './ImportWizard.js';
import { IMPORT_VIEW_MESSAGES, importFailure } from './import-view.js';
import { READS_HOST_LEAGUE } from './queries.js';

/** The ESPN import's steps, in order, as the step list names them. */
export const ESPN_STEPS = ['ESPN league', 'Your team', 'Preview'] as const;

/** The ESPN form before anything is typed: the season under way, a public league. */
export function emptyEspnForm(season: number): EspnFormInput {
  return { league: '', season, privateLeague: false, espnS2: '', swid: '' };
}

/**
 * Step 1 of the ESPN import: the league's id or its address pasted as is (read as it is typed: a
 * pasted address's season fills the season), the season (the one under way unless chosen), and,
 * for a private league, the `espn_s2` and `SWID` cookies with where to find them. Finding the
 * league loads its teams (`POST /api/import/rosters`) and calls `onFound` with the league as asked
 * for and the form as typed (Back returns to it). ESPN's refusal of a private league (403) shows
 * the server's message and opens the private part.
 *
 * The cookies go in the request's body only: never in the address, nor in the mutation's
 * variables or cache (the request is read from a ref; `gcTime: 0`).
 */
export function EspnLeagueStep({
  initial,
  currentSeason,
  onFound,
  onUpgrade,
}: {
  initial: EspnFormInput;
  currentSeason: number;
  onFound: (ref: LeagueRef, rosters: RostersResponse, form: EspnFormInput) => void;
  onUpgrade: (message: string) => void;
}) {
  const ids = {
    league: useId(),
    leagueHint: useId(),
    leagueError: useId(),
    season: useId(),
    privateLeague: useId(),
    help: useId(),
  };
  const leagueInput = useRef<HTMLInputElement>(null);
  const s2Input = useRef<HTMLInputElement>(null);
  const swidInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<EspnField, string>>>({});
  const sent = useRef<{ ref: LeagueRef; form: EspnFormInput } | null>(null);
  const find = useMutation({
    meta: READS_HOST_LEAGUE,
    mutationFn: () => {
      if (!sent.current) throw new Error('No ESPN league to find');
      return api.leagues.rosters(sent.current.ref);
    },
    onSuccess: (rosters) => {
      if (sent.current) onFound(sent.current.ref, rosters, sent.current.form);
      sent.current = null;
    },
    onError: (error) => {
      sent.current = null;
      const failure = importFailure(error, IMPORT_VIEW_MESSAGES.espnLeagueFailed);
      if (failure.kind === 'upgrade') onUpgrade(failure.message);
      if (failure.kind === 'private') {
        setForm((before) => ({ ...before, privateLeague: true }));
        window.requestAnimationFrame(() => s2Input.current?.focus());
      }
    },
    gcTime: 0,
  });

  const read = readEspnLeague(form.league);
  const seasons = espnSeasons(currentSeason, form.season);
  const change = (patch: Partial<EspnFormInput>, field?: EspnField) => {
    setForm((before) => ({ ...before, ...patch }));
    if (field && errors[field]) setErrors((before) => ({ ...before, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (find.isPending) return;
    const checked = checkEspnForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      (checked.errors.league ? leagueInput : checked.errors.espnS2 ? s2Input : swidInput).current?.focus();
      return;
    }
    setErrors({});
    find.reset();
    sent.current = { ref: checked.ref, form };
    find.mutate();
  };

  return (
    <StepFrame title="Your ESPN league">
      <form noValidate onSubmit={submit} aria-busy={find.isPending}>
        <div className="field">
          <label htmlFor={ids.league}>ESPN league ID or address</label>
          <input
            ref={leagueInput}
            id={ids.league}
            name="league"
            type="text"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={form.league}
            onChange={(event) => {
              const league = readEspnLeague(event.target.value);
              change(
                league.kind === 'league' && league.season !== null
                  ? { league: event.target.value, season: league.season }
                  : { league: event.target.value },
                'league',
              );
            }}
            onBlur={() => {
              if (read.kind === 'invalid') setErrors((before) => ({ ...before, league: read.message }));
            }}
            aria-invalid={errors.league !== undefined}
            aria-describedby={errors.league ? `${ids.leagueError} ${ids.leagueHint}` : ids.leagueHint}
          />
          {errors.league && (
            <p id={ids.leagueError} className="field-error">
              {errors.league}
            </p>
          )}
          <div id={ids.leagueHint}>
            <p className="muted">
              The number after <code>leagueId=</code> in your league's address, or the whole address pasted
              from the browser.
            </p>
            <p className="espn-league-read" aria-live="polite">
              {read.kind === 'league' &&
                `League ${read.leagueId}${read.season !== null ? `, ${read.season} season (from the address)` : ''}`}
            </p>
          </div>
        </div>

        <div className="field">
          <label htmlFor={ids.season}>Season</label>
          <select
            id={ids.season}
            name="season"
            value={form.season}
            onChange={(event) => change({ season: Number(event.target.value) })}
          >
            {seasons.map((season) => (
              <option key={season} value={season}>
                {season}
              </option>
            ))}
          </select>
        </div>

        <div className="field-check">
          <input
            id={ids.privateLeague}
            type="checkbox"
            checked={form.privateLeague}
            onChange={(event) => change({ privateLeague: event.target.checked })}
          />
          <label htmlFor={ids.privateLeague}>Private league (needs your ESPN cookies)</label>
        </div>
        {form.privateLeague && (
          <fieldset className="espn-cookies">
            <legend>Private league</legend>
            <EspnCookieHelp id={ids.help} />
            <EspnCookieFields
              values={form}
              errors={errors}
              helpId={ids.help}
              inputRefs={{ espnS2: s2Input, swid: swidInput }}
              onChange={(field, value) =>
                change(field === 'espnS2' ? { espnS2: value } : { swid: value }, field)
              }
            />
          </fieldset>
        )}

        <StepError failure={failureOf(find.error, IMPORT_VIEW_MESSAGES.espnLeagueFailed)} />
        <button type="submit" className="button button-primary" disabled={find.isPending}>
          {find.isPending ? 'Finding the league…' : 'Find my league'}
        </button>
      </form>
    </StepFrame>
  );
}
