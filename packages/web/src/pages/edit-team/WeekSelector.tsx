import type { GameTimeOptions, SeasonWeekInfo } from '@lineup-lab/core';
import { useId } from 'react';
import { weekOptionLabel } from './weeks.js';

export interface WeekSelectorProps {
  /** Every regular-season week of the season shown (`GET /api/season`). */
  weeks: readonly SeasonWeekInfo[];
  week: number;
  /** The season shown and where it stands, under the list (it describes it). */
  caption: string | null;
  onChange: (week: number) => void;
  /** Where the weeks' dates show: the viewer's time zone and locale unless given. */
  timeDisplay?: GameTimeOptions;
}

/** The week the projections are for: every week of the season, each with its dates. */
export function WeekSelector({ weeks, week, caption, onChange, timeDisplay }: WeekSelectorProps) {
  const id = useId();
  const captionId = `${id}-caption`;
  return (
    <div className="field week-field">
      <label htmlFor={id}>Week</label>
      <select
        id={id}
        value={week}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-describedby={caption ? captionId : undefined}
      >
        {weeks.map((info) => (
          <option key={info.week} value={info.week}>
            {weekOptionLabel(info, timeDisplay)}
          </option>
        ))}
      </select>
      {caption && (
        <p id={captionId} className="muted week-caption">
          {caption}
        </p>
      )}
    </div>
  );
}
