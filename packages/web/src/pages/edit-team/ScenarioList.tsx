import type { GameTimeOptions, ScenarioInWeek } from '@lineup-lab/core';
import { useId } from 'react';
import { type CompareOptions, compareScenario, formatSavedDay, savedAsText } from './scenario-view.js';

export interface ScenarioListProps {
  scenarios: readonly ScenarioInWeek[];
  /** The week the list was totalled for. */
  week: number;
  /** The current lineup's total that week and whether the week has projections. */
  compare: CompareOptions;
  /** A load, delete or lineup change is on its way: Load and Delete are disabled. */
  busy: boolean;
  onLoad: (scenario: ScenarioInWeek) => void;
  onDelete: (scenario: ScenarioInWeek) => void;
  timeDisplay?: GameTimeOptions;
}

/** The saved scenarios, newest first, each beside the current lineup in the week shown. */
export function ScenarioList({ scenarios, ...rest }: ScenarioListProps) {
  return (
    <ul className="scenario-list" aria-label="Saved scenarios">
      {scenarios.map((scenario) => (
        <ScenarioItem key={scenario._id} scenario={scenario} {...rest} />
      ))}
    </ul>
  );
}

type ScenarioItemProps = Omit<ScenarioListProps, 'scenarios'> & { scenario: ScenarioInWeek };

/**
 * One scenario, a list item named by its heading: its name and description, what it was saved as (week, mode, points, day), and for
 * the week shown its points, the current lineup's and the difference; Load and Delete.
 */
function ScenarioItem({ scenario, week, compare, busy, onLoad, onDelete, timeDisplay }: ScenarioItemProps) {
  const titleId = useId();
  const compareId = useId();
  const comparison = compareScenario(scenario, compare);
  return (
    <li className="scenario" aria-labelledby={titleId}>
      <h3 id={titleId} className="scenario-name">
        {scenario.name}
      </h3>
      {scenario.description && <p className="scenario-description">{scenario.description}</p>}
      <p className="scenario-saved muted">
        {savedAsText(scenario)} ·{' '}
        <time dateTime={scenario.createdAt}>{formatSavedDay(scenario.createdAt, timeDisplay)}</time>
      </p>
      <p id={compareId} className="scenario-compare-caption">
        Week {week} · {compare.mode} points
      </p>
      <dl className={`scenario-compare scenario-${comparison.verdict}`} aria-labelledby={compareId}>
        <div>
          <dt>This scenario</dt>
          <dd>{comparison.pointsText}</dd>
        </div>
        <div>
          <dt>Current lineup</dt>
          <dd>{comparison.currentText}</dd>
        </div>
        <div className="scenario-difference">
          <dt>Difference</dt>
          <dd>{comparison.differenceText}</dd>
        </div>
      </dl>
      <div className="scenario-actions">
        <button
          type="button"
          className="button button-small"
          onClick={() => onLoad(scenario)}
          disabled={busy}
          aria-label={`Load ${scenario.name}`}
        >
          Load
        </button>
        <button
          type="button"
          className="button button-small button-danger-outline"
          onClick={() => onDelete(scenario)}
          disabled={busy}
          aria-label={`Delete ${scenario.name}`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
