import {
  BENCH_MAX,
  formatPoints,
  type GameTimeOptions,
  PROJECTION_RECALC_DEBOUNCE_MS,
  type SeasonResponse,
  type Team,
} from '@lineup-lab/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SiteHeader } from '../../components/SiteHeader.js';
import { BenchList } from './BenchList.js';
import { EditorDialogs, fillCandidates } from './EditorDialogs.js';
import { EditorSections, editorSections, SEARCH_SECTION_ID } from './EditorSections.js';
import { buildEditorView, type EditorView, lockedIn, optimizePlanOf, pointsIn } from './editor-model.js';
import { actualTotalText, standingNotice } from './game-day-view.js';
import type { AdviceChange } from './lineup-commands.js';
import { ModeControl } from './ModeControl.js';
import type { PanelCollapse } from './PanelToggle.js';
import { PlayerSearch } from './PlayerSearch.js';
import { ProAdvisor, type ProPanelName, ProPanels, proPanelsOf } from './ProPanels.js';
import { useSubscriptionQuery, useTeamWeekQuery } from './queries.js';
import { ScoringLine } from './ScoringLine.js';
import { SeasonRecord } from './SeasonRecord.js';
import { SlotCard } from './SlotCard.js';
import { seasonNotes } from './season-notes.js';
import { useDebouncedValue } from './use-debounced-value.js';
import { useEditorActions } from './use-editor-actions.js';
import { WeekSelector } from './WeekSelector.js';
import { isPredicted, weekFromAddress } from './weeks.js';

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
  const [week, setWeek] = useWeekInAddress(season);
  const shown = useWeekAnswer({ teamName, team, season, week, timeDisplay });
  const { settledWeek, weekQuery, answer, current, view, predicted, points } = shown;
  const subscription = useSubscriptionQuery();
  const actions = useEditorActions(teamName);
  const { setDialog, send } = actions;
  // A past week shown as it stood at kickoff can only be looked at.
  const busy = actions.busy || view.readOnly;
  const openSlots = view.slots.filter((row) => row.line === null).map((row) => row.slot);
  const panels = usePanelsOpen();
  const pro = {
    subscription: subscription.data,
    teamName,
    team,
    week: settledWeek,
    mode: shown.mode,
    predicted,
    currentTotal: current ? view.total : null,
    pointsOf: points,
    busy,
    timeDisplay,
    collapse: panels.collapse,
    onApply: (change: AdviceChange, done: () => void) => send({ kind: 'apply', change }, false, done),
  };
  // The slot 'Fill …' asked to fill from the search, while it is still empty.
  const target =
    actions.fillTarget !== null && openSlots.includes(actions.fillTarget) ? actions.fillTarget : null;

  return (
    <>
      <SiteHeader />
      <main className="page edit-team">
        <EditorHead teamName={team.teamName} scoring={weekQuery.data?.team.scoring} />

        <WeekSummary
          teamName={teamName}
          season={season}
          week={week}
          onWeek={setWeek}
          shown={shown}
          busy={busy}
          onOptimize={() =>
            current &&
            answer &&
            setDialog({ kind: 'optimize', plan: optimizePlanOf(answer), week: answer.week })
          }
          timeDisplay={timeDisplay}
        />

        <EditorNotices
          notes={shown.notes}
          standing={settledWeek === null ? null : standingNotice(answer?.standing, settledWeek)}
          error={actions.error}
          success={actions.success}
          kept={actions.kept}
        />

        <EditorSections sections={editorSections(proPanelsOf(subscription.data))} onOpenPanel={panels.open} />

        <div className="editor-columns">
          <div className="editor-advisor">
            <ProAdvisor {...pro} />
          </div>
          <div className="editor-main">
            <LineupSection
              slots={view.slots}
              busy={busy}
              onMoveToBench={(player, slot) => actions.moveToBench(player, slot, view.benchFull)}
              onSwapIn={actions.swapIn}
              onFill={(slot) =>
                fillCandidates(team, slot, lockedIn(answer)).length > 0
                  ? setDialog({ kind: 'fill', slot })
                  : actions.fillFromSearch(slot)
              }
            />
            <BenchSection
              rows={view.bench}
              mode={shown.mode}
              count={team.bench.length}
              busy={busy}
              onSwap={actions.swap}
              onDrop={(player) => setDialog({ kind: 'drop', player })}
            />
          </div>
          <div className="editor-side">
            <AddPlayersSection
              teamName={teamName}
              week={settledWeek}
              imported={Boolean(weekQuery.data?.team.scoring?.league)}
              playerIds={view.playerIds}
              openSlots={openSlots}
              benchFull={view.benchFull}
              busy={busy}
              position={actions.searchPosition}
              onPosition={actions.browse}
              target={target}
              onAdd={(player) => actions.addFromSearch(player, target)}
              inputRef={actions.searchInput}
            />
            <ProPanels {...pro} />
            <SeasonRecord teamName={teamName} hiddenUntilPlayed />
          </div>
        </div>
        <EditorDialogs
          dialog={actions.dialog}
          team={team}
          busy={busy}
          pointsOf={points}
          lockedOf={lockedIn(answer)}
          send={send}
          onClose={() => setDialog(null)}
          onSearch={actions.fillFromSearch}
        />
      </main>
    </>
  );
}

const NO_PROJECTIONS_ID = 'no-projections-notice';

/**
 * The week's numbers: the server's answer for the week shown (asked once the week has been still
 * for 500 ms), whether it is for the team as it stands, the editor's view of it, and the season's
 * notes on that week.
 */
function useWeekAnswer({
  teamName,
  team,
  season,
  week,
  timeDisplay,
}: {
  teamName: string;
  team: Team;
  season: SeasonResponse;
  week: number | null;
  timeDisplay: GameTimeOptions | undefined;
}) {
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
  const shownAnswer = weekQuery.data;
  const total = answer ? view.total : shownAnswer?.totals.current[shownAnswer.mode];
  // The team's mode, kept while another week's answer is on its way (the placeholder's).
  const mode = shownAnswer?.mode ?? view.mode;
  return { settledWeek, weekQuery, answer, current, updating, view, predicted, notes, points, total, mode };
}

/** The team's name and scoring, and the way back to the dashboard. */
function EditorHead({
  teamName,
  scoring,
}: {
  teamName: string;
  scoring: Parameters<typeof ScoringLine>[0]['scoring'];
}) {
  return (
    <div className="editor-head">
      <div>
        <p className="editor-kicker">Lineup editor</p>
        <h1>{teamName}</h1>
        <ScoringLine scoring={scoring} />
      </div>
      <Link className="button button-small editor-back" to="/dashboard">
        ← Back to dashboard
      </Link>
    </div>
  );
}

/** The week selector, the projected total for the week (Updating… while it is asked) and Optimize lineup. */
function WeekSummary({
  teamName,
  season,
  week,
  onWeek,
  shown: { settledWeek, current, updating, predicted, notes, total, mode, view, weekQuery },
  busy,
  onOptimize,
  timeDisplay,
}: {
  teamName: string;
  season: SeasonResponse;
  week: number | null;
  onWeek: (week: number) => void;
  shown: ReturnType<typeof useWeekAnswer>;
  busy: boolean;
  onOptimize: () => void;
  timeDisplay: GameTimeOptions | undefined;
}) {
  return (
    <section className="editor-summary card" aria-label="Week and projected points">
      {week !== null && (
        <WeekSelector
          weeks={season.weeks}
          week={week}
          caption={notes.caption}
          onChange={onWeek}
          timeDisplay={timeDisplay}
        />
      )}
      <div className="editor-total">
        <p className="total-label">
          Projected points{' '}
          <span className="muted">
            ({mode}
            {settledWeek !== null && `, week ${settledWeek}`})
          </span>
        </p>
        <p className="total-value" data-testid="projected-total">
          {formatPoints(predicted ? (total ?? 0) : null)}
        </p>
        {view.actual && (
          <p className="total-actual" data-testid="actual-total">
            {actualTotalText(view.actual)}
          </p>
        )}
        <p className="updating" role="status">
          {updating ? 'Updating…' : ''}
        </p>
      </div>
      <button
        type="button"
        className="button button-primary editor-optimize"
        disabled={busy || updating || !predicted || !current}
        aria-describedby={notes.noProjections ? NO_PROJECTIONS_ID : undefined}
        onClick={onOptimize}
      >
        Optimize lineup
      </button>
      <ModeControl teamName={teamName} mode={weekQuery.data?.team.mode ?? weekQuery.data?.mode ?? null} />
    </section>
  );
}

/** The season's notes on the week, and the last change's failure or success. */
function EditorNotices({
  notes,
  standing,
  error,
  success,
  kept,
}: {
  notes: ReturnType<typeof seasonNotes>;
  /** What the editor says of a past week's lineup (at kickoff, or not kept). */
  standing: string | null;
  error: string | null;
  success: string | null;
  /** The players the last Optimize kept where they stood because their game has started. */
  kept: string | null;
}) {
  return (
    <>
      {notes.notice && <p className="notice">{notes.notice}</p>}
      {standing && (
        <p className="notice" data-testid="week-standing">
          {standing}
        </p>
      )}
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
      {kept && (
        <p className="notice kept-notice" role="status">
          {kept}
        </p>
      )}
    </>
  );
}

/** The nine starting slots, each with its player's actions or Fill. */
function LineupSection({
  slots,
  ...actions
}: { slots: EditorView['slots'] } & Omit<Parameters<typeof SlotCard>[0], 'row'>) {
  return (
    <section className="editor-lineup" aria-labelledby="lineup-heading">
      <h2 id="lineup-heading" tabIndex={-1}>
        Starting lineup
      </h2>
      <ol className="slot-list">
        {slots.map((row) => (
          <li key={row.slot}>
            <SlotCard row={row} {...actions} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The bench with its count against the maximum, each player with Swap and Drop. */
function BenchSection({ count, ...list }: { count: number } & Parameters<typeof BenchList>[0]) {
  return (
    <section className="card" aria-labelledby="bench-heading">
      <h2 id="bench-heading" tabIndex={-1}>
        Bench{' '}
        <span className="muted bench-count">
          ({count}/{BENCH_MAX})
        </span>
      </h2>
      <BenchList {...list} />
    </section>
  );
}

/** Add players: the search, each result with its facts and Add (where he fits, or the slot being filled). */
function AddPlayersSection(search: Parameters<typeof PlayerSearch>[0]) {
  return (
    <section id={SEARCH_SECTION_ID} className="card editor-search" aria-labelledby="search-heading">
      <h2 id="search-heading">Add players</h2>
      <PlayerSearch {...search} />
    </section>
  );
}

/** Below this width the editor is laid out for a phone: its pro panels start collapsed. */
const PHONE_QUERY = '(max-width: 699px)';

/**
 * Which pro panels are open: all of them on a wide screen, none on a phone (the roster first; each
 * opens from its Show button or the section bar), as the screen was when the editor opened.
 */
function usePanelsOpen() {
  const [open, setOpen] = useState<Record<ProPanelName, boolean>>(() => {
    const wide = typeof window.matchMedia !== 'function' || !window.matchMedia(PHONE_QUERY).matches;
    return { advisor: wide, scenarios: wide, moves: wide, history: wide };
  });
  const collapseOf = (name: ProPanelName): PanelCollapse => ({
    open: open[name],
    onToggle: () => setOpen((was) => ({ ...was, [name]: !was[name] })),
  });
  return {
    collapse: {
      advisor: collapseOf('advisor'),
      scenarios: collapseOf('scenarios'),
      moves: collapseOf('moves'),
      history: collapseOf('history'),
    },
    open: (name: ProPanelName) => setOpen((was) => ({ ...was, [name]: true })),
  };
}

/**
 * The week shown, kept in the address (`?week=N`) so that a reload or a bookmark opens on it: read
 * once on load (a bad or missing value: the week users plan for), written on each change with the
 * history entry replaced (the back button leaves the editor, not the week).
 */
function useWeekInAddress(season: SeasonResponse): [number | null, (week: number) => void] {
  const [params, setParams] = useSearchParams();
  const [week, setWeek] = useState(() => weekFromAddress(season, params.get('week')));
  const choose = (next: number) => {
    setWeek(next);
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set('week', String(next));
        return changed;
      },
      { replace: true },
    );
  };
  return [week, choose];
}
