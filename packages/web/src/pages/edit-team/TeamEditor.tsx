import {
  BENCH,
  BENCH_MAX,
  formatPoints,
  type GameTimeOptions,
  type Player,
  PROJECTION_RECALC_DEBOUNCE_MS,
  type SeasonResponse,
  type Team,
} from '@lineup-lab/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { SiteHeader } from '../../components/SiteHeader.js';
import { useTimedMessage } from '../../components/use-timed-message.js';
import { BenchList } from './BenchList.js';
import { type EditorDialog, EditorDialogs } from './EditorDialogs.js';
import { buildEditorView, optimizePlanOf, pointsIn, type SwapOption } from './editor-model.js';
import type { LineupCommand } from './lineup-commands.js';
import { PlayerSearch } from './PlayerSearch.js';
import { ProPanels } from './ProPanels.js';
import { placementFor } from './placement.js';
import { useSubscriptionQuery, useTeamWeekQuery } from './queries.js';
import { ScoringLine } from './ScoringLine.js';
import { SlotCard, slotCardId } from './SlotCard.js';
import { seasonNotes } from './season-notes.js';
import { useDebouncedValue } from './use-debounced-value.js';
import { useLineupCommands } from './use-lineup-commands.js';
import { WeekSelector } from './WeekSelector.js';
import { defaultWeekOf, isPredicted } from './weeks.js';

export interface TeamEditorProps {
  teamName: string;
  team: Team;
  /** The season clock (`GET /api/season`): the weeks offered and the week the editor opens on. */
  season: SeasonResponse;
  /** Where kickoffs and week dates show: the viewer's time zone and locale unless given. */
  timeDisplay?: GameTimeOptions;
}

/**
 * The loaded editor. Who stands where follows the team at once; the week's numbers, better options,
 * total and optimal lineup are one answer of the server (`GET /api/teams/:teamName/week/:week`),
 * asked once the week has been still for 500 ms and again after every change to the lineup. It
 * opens on the week users plan for and offers every week of the season shown.
 */
export function TeamEditor({ teamName, team, season, timeDisplay }: TeamEditorProps) {
  const [week, setWeek] = useState(() => defaultWeekOf(season));
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage();
  const searchInput = useRef<HTMLInputElement>(null);

  const settledWeek = useDebouncedValue(week, PROJECTION_RECALC_DEBOUNCE_MS);
  const weekQuery = useTeamWeekQuery(teamName, settledWeek);
  // The answer for the week shown; the previous week's stays on screen (as loading) until it comes.
  const answer = weekQuery.isPlaceholderData ? undefined : weekQuery.data;
  const current = answer !== undefined && answer.team.version === team.version;
  const updating = settledWeek !== week || (settledWeek !== null && weekQuery.isFetching && !current);
  const view = buildEditorView(team, { week: answer, updating, timeDisplay });
  const predicted = answer?.predicted ?? isPredicted(season, settledWeek);
  const notes = seasonNotes(season, settledWeek, predicted);
  const points = pointsIn(answer);
  const total = answer ? view.total : weekQuery.data?.totals.current.median;

  const subscription = useSubscriptionQuery();
  const commands = useLineupCommands(teamName, { onSuccess: showSuccess, onError: setError });
  const busy = commands.isPending;

  const send = (command: LineupCommand, keepOpen = false) => {
    setError(null);
    if (!keepOpen) setDialog(null);
    commands.mutate(command, {
      onSuccess: () => keepFocus(() => focusTargetAfter(command, searchInput.current)),
      onSettled: () => keepOpen && setDialog(null),
    });
  };
  const swap = (player: Player) => {
    const placement = placementFor(player);
    if (placement.kind === 'error') setError(placement.message);
    else setDialog({ kind: placement.kind, player });
  };
  const swapIn = (option: SwapOption) =>
    send({
      kind: 'move',
      player: { _id: option.playerId, playerName: option.playerName },
      from: BENCH,
      to: option.slot,
    });
  const focusSearch = () => {
    setDialog(null);
    // After the modal has given focus back to its opener.
    window.setTimeout(() => searchInput.current?.focus(), 0);
  };

  return (
    <>
      <SiteHeader />
      <main className="page edit-team">
        <div className="editor-head">
          <div>
            <p className="editor-kicker">Lineup editor</p>
            <h1>{team.teamName}</h1>
            <ScoringLine scoring={weekQuery.data?.team.scoring} />
          </div>
          <Link className="button button-small" to="/dashboard">
            ← Back to dashboard
          </Link>
        </div>

        <section className="editor-summary card" aria-label="Week and projected points">
          {week !== null && (
            <WeekSelector
              weeks={season.weeks}
              week={week}
              caption={notes.caption}
              onChange={setWeek}
              timeDisplay={timeDisplay}
            />
          )}
          <div className="editor-total">
            <p className="total-label">
              Projected points{' '}
              <span className="muted">(median{settledWeek !== null && `, week ${settledWeek}`})</span>
            </p>
            <p className="total-value" data-testid="projected-total">
              {formatPoints(predicted ? (total ?? 0) : null)}
            </p>
            <p className="updating" role="status">
              {updating ? 'Updating…' : ''}
            </p>
          </div>
          <button
            type="button"
            className="button button-primary editor-optimize"
            disabled={busy || updating || !predicted || !current}
            aria-describedby={notes.noProjections ? NO_PROJECTIONS_ID : undefined}
            onClick={() =>
              current && setDialog({ kind: 'optimize', plan: optimizePlanOf(answer), week: answer.week })
            }
          >
            Optimize lineup
          </button>
        </section>

        {notes.notice && <p className="notice">{notes.notice}</p>}
        {notes.noProjections && (
          <p id={NO_PROJECTIONS_ID} className="notice" role="status">
            {notes.noProjections}
          </p>
        )}

        {error && (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        )}
        <p className={success ? 'notice notice-success' : 'visually-hidden'} role="status">
          {success ?? ''}
        </p>

        <div className="editor-columns">
          <section className="editor-lineup" aria-labelledby="lineup-heading">
            <h2 id="lineup-heading" tabIndex={-1}>
              Starting lineup
            </h2>
            <ol className="slot-list">
              {view.slots.map((row) => (
                <li key={row.slot}>
                  <SlotCard
                    row={row}
                    busy={busy}
                    onMoveToBench={(player, slot) => setDialog({ kind: 'bench', player, slot })}
                    onSwapIn={swapIn}
                    onFill={(slot) => setDialog({ kind: 'fill', slot })}
                  />
                </li>
              ))}
            </ol>
          </section>
          <div className="editor-side">
            <section className="card" aria-labelledby="bench-heading">
              <h2 id="bench-heading" tabIndex={-1}>
                Bench{' '}
                <span className="muted bench-count">
                  ({team.bench.length}/{BENCH_MAX})
                </span>
              </h2>
              <BenchList
                rows={view.bench}
                busy={busy}
                onSwap={swap}
                onDrop={(player) => setDialog({ kind: 'drop', player })}
              />
            </section>
            <section className="card" aria-labelledby="search-heading">
              <h2 id="search-heading">Add players</h2>
              <PlayerSearch
                playerIds={view.playerIds}
                benchFull={view.benchFull}
                busy={busy}
                onAdd={(player) => send({ kind: 'add', player })}
                inputRef={searchInput}
              />
            </section>
            <ProPanels
              subscription={subscription.data}
              teamName={teamName}
              team={team}
              week={settledWeek}
              predicted={predicted}
              currentTotal={current ? view.total : null}
              pointsOf={points}
              busy={busy}
              timeDisplay={timeDisplay}
            />
          </div>
        </div>
        <EditorDialogs
          dialog={dialog}
          team={team}
          busy={busy}
          pointsOf={points}
          send={send}
          onClose={() => setDialog(null)}
          onSearch={focusSearch}
        />
      </main>
    </>
  );
}

const NO_PROJECTIONS_ID = 'no-projections-notice';

/**
 * Where focus goes after a change whose button went away with the player it belonged to (a bench
 * row, a slot card's action): the search box after an add, the slot the player moved into, else the
 * bench or the lineup heading.
 */
function focusTargetAfter(command: LineupCommand, searchInput: HTMLInputElement | null): HTMLElement | null {
  if (command.kind === 'add') return searchInput;
  if (command.kind === 'move' && command.to !== BENCH) return document.getElementById(slotCardId(command.to));
  return document.getElementById(command.kind === 'optimize' ? 'lineup-heading' : 'bench-heading');
}

/** Once the screen has updated, moves focus on when it was lost (on the page body or a disabled button). */
function keepFocus(target: () => HTMLElement | null): void {
  window.setTimeout(() => {
    const active = document.activeElement;
    const lost =
      !active || active === document.body || (active instanceof HTMLButtonElement && active.disabled);
    if (lost) target()?.focus();
  }, 50);
}
