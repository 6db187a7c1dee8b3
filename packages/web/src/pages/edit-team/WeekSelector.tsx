import { useId } from 'react';
import { EDITOR_WEEK_LIST } from './weeks.js';

/** The week the projections are for: 1 to 5. */
export function WeekSelector({ week, onChange }: { week: number; onChange: (week: number) => void }) {
  const id = useId();
  return (
    <div className="field week-field">
      <label htmlFor={id}>Week</label>
      <select id={id} value={week} onChange={(event) => onChange(Number(event.target.value))}>
        {EDITOR_WEEK_LIST.map((w) => (
          <option key={w} value={w}>
            Week {w}
          </option>
        ))}
      </select>
    </div>
  );
}
