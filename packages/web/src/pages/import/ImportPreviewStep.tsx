import {
  type ImportPreview,
  type ImportResponse,
  type LeagueProvider,
  type LeagueRef,
  type Player,
  SCORING_FORMAT_LABELS,
  TEXT_LIMITS,
  validateTeamName,
} from '@lineup-lab/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { api } from '../../api/client.js';
import { failureOf, StepError, StepFrame, upgradeOn } from './ImportWizard.js';
import { HOST_NAMES, IMPORT_VIEW_MESSAGES, rosterTitle } from './import-view.js';
import { READS_HOST_LEAGUE } from './queries.js';

/** 'Avery Abbott (QB, BUF)'. */
const playerLabel = (player: Player) => `${player.playerName} (${player.position}, ${player.teamName})`;

/**
 * The last step, at every host: what the import would make, nothing saved yet: our nine slots with
 * the player the league starts there and the league's slot he came from, the bench, the players we
 * could not match with why, the league's scoring with the settings we do not apply, and the notes on
 * roster positions that do not fit. The team name is prefilled (the league's team name) and may be
 * changed; Import (`POST /api/import` with `leagueRef`, the roster and the name) makes the team and
 * calls `onImported`.
 */
export function ImportPreviewStep({
  leagueRef,
  preview,
  onBack,
  onImported,
  onUpgrade,
}: {
  leagueRef: LeagueRef;
  preview: ImportPreview;
  onBack: () => void;
  onImported: (result: ImportResponse) => void;
  onUpgrade: (message: string) => void;
}) {
  const { league, scoring, roster } = preview;
  return (
    <StepFrame title={`Preview: ${league.name}`}>
      <p>
        {rosterTitle(roster)} in {league.name} ({league.season}) becomes a Lineup Lab team. Nothing is saved
        until you import it.
      </p>

      <PreviewScoring scoring={scoring} />
      <PreviewLineup slots={preview.slots} host={league.provider} />
      <PreviewBench bench={preview.bench} />

      {preview.unmatched.length > 0 && (
        <div className="preview-part">
          <h4>Players we could not match</h4>
          <p className="muted">They are left out of the team; you can add a player by hand in the editor.</p>
          <ul className="preview-unmatched">
            {preview.unmatched.map((player) => (
              <li key={player.hostPlayerId}>{player.message}</li>
            ))}
          </ul>
        </div>
      )}

      {preview.notes.length > 0 && (
        <div className="preview-part">
          <h4>Roster positions that do not fit</h4>
          <ul className="preview-notes">
            {preview.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}

      <ImportForm
        leagueRef={leagueRef}
        preview={preview}
        onBack={onBack}
        onImported={onImported}
        onUpgrade={onUpgrade}
      />
    </StepFrame>
  );
}

/** The league's scoring as we apply it, and the settings we do not. */
function PreviewScoring({ scoring }: { scoring: ImportPreview['scoring'] }) {
  return (
    <div className="preview-part">
      <h4>Scoring</h4>
      <p>
        {SCORING_FORMAT_LABELS[scoring.format]}
        {scoring.format === 'custom' && ': the league’s own settings'}
      </p>
      {scoring.notes.length > 0 && (
        <>
          <p>Settings we do not apply:</p>
          <ul>
            {scoring.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Our nine slots with the player the league starts there and the league's slot he came from. */
function PreviewLineup({ slots, host }: { slots: ImportPreview['slots']; host: LeagueProvider }) {
  const headingId = useId();
  return (
    <div className="preview-part">
      <h4 id={`${headingId}-lineup`}>Starting lineup</h4>
      <div className="table-wrap">
        <table className="preview-lineup" aria-labelledby={`${headingId}-lineup`}>
          <thead>
            <tr>
              <th scope="col">Slot</th>
              <th scope="col">Player</th>
              <th scope="col">{HOST_NAMES[host]} slot</th>
            </tr>
          </thead>
          <tbody>
            {slots.map((row) => (
              <tr key={row.slot}>
                <th scope="row">{row.slot}</th>
                <td>{row.player ? playerLabel(row.player) : <span className="muted">Empty</span>}</td>
                <td>{row.from ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The bench players. */
function PreviewBench({ bench }: { bench: ImportPreview['bench'] }) {
  return (
    <div className="preview-part">
      <h4>Bench ({bench.length})</h4>
      {bench.length === 0 ? (
        <p className="muted">No bench players.</p>
      ) : (
        <ul className="preview-bench">
          {bench.map((player) => (
            <li key={player._id}>{playerLabel(player)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The team name (prefilled with the league's team name, checked by core's rule) and Import, which
 * makes the team; a free user over the league limit is sent to the upgrade box. An ESPN league's
 * cookies in `leagueRef` go in the request's body only (the mutation's variables are the name).
 */
function ImportForm({
  leagueRef,
  preview,
  onBack,
  onImported,
  onUpgrade,
}: {
  leagueRef: LeagueRef;
  preview: ImportPreview;
  onBack: () => void;
  onImported: (result: ImportResponse) => void;
  onUpgrade: (message: string) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [teamName, setTeamName] = useState(preview.teamName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const save = useMutation({
    meta: READS_HOST_LEAGUE,
    mutationFn: (name: string) =>
      api.leagues.import({ ...leagueRef, rosterId: preview.roster.rosterId, teamName: name }),
    onSuccess: onImported,
    onError: upgradeOn(onUpgrade, IMPORT_VIEW_MESSAGES.importFailed),
    gcTime: 0,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = validateTeamName(teamName);
    if (!checked.ok) {
      setFieldError(checked.message);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    save.mutate(checked.value);
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={save.isPending} className="preview-form">
      <div className="field">
        <label htmlFor={inputId}>Team name</label>
        <input
          ref={input}
          id={inputId}
          name="teamName"
          type="text"
          autoComplete="off"
          maxLength={TEXT_LIMITS.teamName}
          value={teamName}
          onChange={(event) => {
            setTeamName(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          aria-invalid={fieldError !== null}
          aria-describedby={fieldError ? errorId : undefined}
        />
        {fieldError && (
          <p id={errorId} className="field-error">
            {fieldError}
          </p>
        )}
      </div>
      <StepError failure={failureOf(save.error, IMPORT_VIEW_MESSAGES.importFailed)} />
      <div className="button-row">
        <button type="button" className="button" onClick={onBack} disabled={save.isPending}>
          Back
        </button>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Importing…' : 'Import league'}
        </button>
      </div>
    </form>
  );
}
