import {
  ADMIN_POSITION_FILTERS,
  ADMIN_WEEKLY,
  ARCHETYPE_FILTERS,
  type SeasonResponse,
  type WeeklyPredictionsResponse,
  type WeeklySortColumn,
} from '@lineup-lab/core';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  Pager,
  SelectField,
  SortableHeader,
  StatCard,
  sizeOptions,
  TabError,
  TableFrame,
} from './AdminTable.js';
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

/** The eleven sortable columns (spec §2), in table order, with their headers. */
/** The table's columns in order: the spec's sortable ones, and opponent and injury, which are not. */
const COLUMNS: readonly (
  | { column: WeeklySortColumn; label: string; numeric?: boolean }
  | { label: string }
)[] = [
  { column: 'player_name', label: 'Player' },
  { column: 'position', label: 'Pos' },
  { column: 'team', label: 'Team' },
  { label: 'Opponent' },
  { column: 'archetype', label: 'Archetype' },
  { column: 'matchup_favorability', label: 'Matchup' },
  { column: 'defense_ranking', label: 'Def. rank', numeric: true },
  { column: 'conservative', label: 'Floor', numeric: true },
  { column: 'median', label: 'Expected', numeric: true },
  { column: 'aggressive', label: 'Ceiling', numeric: true },
  { column: 'confidence', label: 'Confidence', numeric: true },
  { column: 'model_used', label: 'Model' },
  { label: 'Injury' },
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
  const header = { state: filters, onSort: (column: WeeklySortColumn) => onFilters(sortBy(filters, column)) };
  const shownSeason = season.data?.season ?? null;
  const shownWeek = filters.week ?? season.data?.planningWeek ?? season.data?.weeks[0]?.week ?? null;
  const data = weekly.data;

  return (
    <div className="admin-tab">
      <div className="admin-filters">
        {season.data && shownWeek !== null && season.data.weeks.length > 0 && (
          <div className="admin-week">
            <SelectField
              label="Week"
              value={shownWeek}
              options={weekOptions(season.data)}
              onChange={(week) => onFilters(filterBy(filters, { week }))}
            />
            {shownSeason !== null && <p className="muted admin-season">{seasonLabel(shownSeason)}</p>}
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
            {rowsLabel(filters.page, filters.limit, data.predictions.length, data.summary.totalPredictions)}
            {weekly.isPlaceholderData && ' · Loading…'}
          </p>
          <TableFrame label="Weekly predictions">
            <table className="admin-table">
              <thead>
                <tr>
                  {COLUMNS.map((c) =>
                    'column' in c ? (
                      <SortableHeader
                        key={c.column}
                        column={c.column}
                        label={c.label}
                        numeric={c.numeric}
                        {...header}
                      />
                    ) : (
                      <th key={c.label} scope="col">
                        {c.label}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {data.predictions.length === 0 && (
                  <tr>
                    <td colSpan={COLUMNS.length} className="muted">
                      No predictions for this week and these filters.
                    </td>
                  </tr>
                )}
                {data.predictions.map((p) => (
                  <tr key={p._id}>
                    <th scope="row" className="cell-name">
                      {p.player_name}
                    </th>
                    <td>{p.position}</td>
                    <td>{p.team}</td>
                    <td>{p.opponent_team ?? 'BYE'}</td>
                    <td>{valueLabel(p.archetype)}</td>
                    <td>
                      {p.matchup_favorability ? (
                        <span className={`badge badge-matchup-${p.matchup_favorability}`}>
                          {valueLabel(p.matchup_favorability)}
                        </span>
                      ) : (
                        'Unknown'
                      )}
                    </td>
                    <td className="numeric">{p.defense_ranking ?? 'N/A'}</td>
                    <td className="numeric">{pointsText(p.conservative)}</td>
                    <td className="numeric">{pointsText(p.median)}</td>
                    <td className="numeric">{pointsText(p.aggressive)}</td>
                    <td className="numeric">{confidenceText(p.confidence)}</td>
                    <td>{p.model_used}</td>
                    <td>
                      {p.injury ? (
                        <abbr className="badge badge-injury" title={p.injury}>
                          {WEEKLY_INJURY_LABELS[p.injury]}
                        </abbr>
                      ) : (
                        <span className="muted">—</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
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
