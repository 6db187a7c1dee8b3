import {
  ADMIN_POSITION_FILTERS,
  ADMIN_WEEKLY,
  ARCHETYPE_FILTERS,
  type SeasonResponse,
  type WeeklyPrediction,
  type WeeklyPredictionsResponse,
  type WeeklySortColumn,
} from '@lineup-lab/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pager, SelectField, StatCard, sizeOptions, TabError } from './AdminTable.js';
import {
  adminErrorMessage,
  confidenceText,
  distribution,
  percentText,
  pointsText,
  seasonLabel,
  valueLabel,
  WEEKLY_INJURY_LABELS,
} from './admin-view.js';
import { type AdminColumns, DataTable } from './DataTable.js';
import { filterBy, goToPage, rowsLabel, sortBy } from './table-query.js';
import { type WeeklyFilters, weekOptions } from './weekly-filters.js';

const POSITIONS = ADMIN_POSITION_FILTERS.map((position) => ({
  value: position,
  label: position === 'ALL' ? 'All positions' : position,
}));
const ARCHETYPES = ARCHETYPE_FILTERS.map((archetype) => ({
  value: archetype,
  label: archetype === 'ALL' ? 'All archetypes' : valueLabel(archetype),
}));
const PAGE_SIZES = sizeOptions(ADMIN_WEEKLY.pageSizes);

/** A column the server sorts the predictions by (spec §2: eleven of them). */
const sortable = (id: WeeklySortColumn) => ({ id, enableSorting: true });

/** The table's columns in order: the spec's eleven sortable ones, and opponent and injury, which are not. */
const COLUMNS: AdminColumns<WeeklyPrediction> = [
  {
    ...sortable('player_name'),
    header: 'Player',
    meta: { rowHeader: true },
    cell: ({ row }) => row.original.player_name,
  },
  { ...sortable('position'), header: 'Pos', cell: ({ row }) => row.original.position },
  { ...sortable('team'), header: 'Team', cell: ({ row }) => row.original.team },
  { id: 'opponent', header: 'Opponent', cell: ({ row }) => row.original.opponent_team ?? 'BYE' },
  { ...sortable('archetype'), header: 'Archetype', cell: ({ row }) => valueLabel(row.original.archetype) },
  {
    ...sortable('matchup_favorability'),
    header: 'Matchup',
    cell: ({ row: { original: p } }) =>
      p.matchup_favorability ? (
        <span className={`badge badge-matchup-${p.matchup_favorability}`}>
          {valueLabel(p.matchup_favorability)}
        </span>
      ) : (
        'Unknown'
      ),
  },
  {
    ...sortable('defense_ranking'),
    header: 'Def. rank',
    meta: { numeric: true },
    cell: ({ row }) => row.original.defense_ranking ?? 'N/A',
  },
  {
    ...sortable('conservative'),
    header: 'Floor',
    meta: { numeric: true },
    cell: ({ row }) => pointsText(row.original.conservative),
  },
  {
    ...sortable('median'),
    header: 'Expected',
    meta: { numeric: true },
    cell: ({ row }) => pointsText(row.original.median),
  },
  {
    ...sortable('aggressive'),
    header: 'Ceiling',
    meta: { numeric: true },
    cell: ({ row }) => pointsText(row.original.aggressive),
  },
  {
    ...sortable('confidence'),
    header: 'Confidence',
    meta: { numeric: true },
    cell: ({ row }) => confidenceText(row.original.confidence),
  },
  { ...sortable('model_used'), header: 'Model', cell: ({ row }) => row.original.model_used },
  {
    id: 'injury',
    header: 'Injury',
    cell: ({ row: { original: p } }) =>
      p.injury ? (
        <abbr className="badge badge-injury" title={p.injury}>
          {WEEKLY_INJURY_LABELS[p.injury]}
        </abbr>
      ) : (
        <span className="muted">—</span>
      ),
  },
];

/** The summary cards: coverage, predictions and model, archetype and matchup distributions. */
function WeeklySummary({ data }: { data: WeeklyPredictionsResponse }) {
  const { summary, statistics } = data;
  const list = (entries: ReturnType<typeof distribution>) =>
    entries.length === 0 ? (
      <span className="muted">None</span>
    ) : (
      <ul className="distribution">
        {entries.map((entry) => (
          <li key={entry.label}>
            <span>{entry.label}</span> <strong>{entry.count.toLocaleString('en-US')}</strong>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="grid stat-grid">
      <StatCard
        title="Coverage"
        value={percentText(summary.coveragePercent)}
        detail={`${summary.weeklyPredictionsCount.toLocaleString('en-US')} of ${summary.totalPlayers.toLocaleString('en-US')} players predicted`}
      />
      <StatCard
        title="Predictions"
        value={summary.weeklyPredictionsCount.toLocaleString('en-US')}
        detail={`Model: ${summary.model_used ?? 'none'}`}
      />
      <StatCard title="Archetypes" value={list(distribution(statistics.archetype_distribution))} />
      <StatCard title="Matchups" value={list(distribution(statistics.matchup_distribution))} />
    </div>
  );
}

/**
 * The Weekly ML tab (spec §2): week (every week of the season under way, opening on the week users
 * plan for), position, archetype and page size; summary cards; the week's predictions sorted and
 * paged by the server over eleven columns (a click sorts descending, then ascending, back on page
 * 1); opponent and injury are not sortable. Any filter change goes back to page 1.
 */
export function WeeklyTab({
  filters,
  onFilters,
  season,
  weekly,
}: {
  filters: WeeklyFilters;
  onFilters: (filters: WeeklyFilters) => void;
  season: UseQueryResult<SeasonResponse>;
  weekly: UseQueryResult<WeeklyPredictionsResponse>;
}) {
  const data = weekly.data;
  return (
    <div className="admin-tab">
      <WeeklyFilterBar filters={filters} onFilters={onFilters} season={season.data} />
      {season.isError && (
        <TabError
          message="Failed to load the season"
          onRetry={() => void season.refetch()}
          retrying={season.isFetching}
        />
      )}
      {weekly.isError && (
        <TabError
          message={adminErrorMessage(weekly.error, 'weekly')}
          onRetry={() => void weekly.refetch()}
          retrying={weekly.isFetching}
        />
      )}
      {(season.isPending || (weekly.isPending && weekly.fetchStatus === 'fetching')) && (
        <p role="status">Loading weekly predictions…</p>
      )}
      {data && (
        <>
          <WeeklySummary data={data} />
          <p className="muted admin-rows" role="status">
            {rowsLabel({
              page: filters.page,
              limit: filters.limit,
              shown: data.predictions.length,
              total: data.summary.totalPredictions,
            })}
            {weekly.isPlaceholderData && ' · Loading…'}
          </p>
          <DataTable
            label="Weekly predictions"
            columns={COLUMNS}
            rows={data.predictions}
            rowId={(prediction) => prediction._id}
            empty="No predictions for this week and these filters."
            sorting={{
              state: filters,
              onSort: (column: WeeklySortColumn) => onFilters(sortBy(filters, column)),
            }}
          />
          <Pager
            label="Weekly predictions pages"
            pagination={data.summary.pagination}
            busy={weekly.isPlaceholderData}
            onPage={(page) => onFilters(goToPage(filters, page, data.summary.pagination.total_pages))}
          />
        </>
      )}
    </div>
  );
}

/** Week (with the season under it), position, archetype and page size: any change goes back to page 1. */
function WeeklyFilterBar({
  filters,
  onFilters,
  season,
}: {
  filters: WeeklyFilters;
  onFilters: (filters: WeeklyFilters) => void;
  season: SeasonResponse | undefined;
}) {
  const shownWeek = filters.week ?? season?.planningWeek ?? season?.weeks[0]?.week ?? null;
  return (
    <div className="admin-filters">
      {season && shownWeek !== null && season.weeks.length > 0 && (
        <div className="admin-week">
          <SelectField
            label="Week"
            value={shownWeek}
            options={weekOptions(season)}
            onChange={(week) => onFilters(filterBy(filters, { week }))}
          />
          {season.season !== null && <p className="muted admin-season">{seasonLabel(season.season)}</p>}
        </div>
      )}
      <SelectField
        label="Position"
        value={filters.position}
        options={POSITIONS}
        onChange={(position) => onFilters(filterBy(filters, { position }))}
      />
      <SelectField
        label="Archetype"
        value={filters.archetype}
        options={ARCHETYPES}
        onChange={(archetype) => onFilters(filterBy(filters, { archetype }))}
      />
      <SelectField
        label="Per page"
        value={filters.limit}
        options={PAGE_SIZES}
        onChange={(limit) => onFilters(filterBy(filters, { limit }))}
      />
    </div>
  );
}
