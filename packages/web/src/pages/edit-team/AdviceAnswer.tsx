import { formatPoints, type GameTimeOptions, type LineupAdviceResponse } from '@lineup-lab/core';
import { useId, useState } from 'react';
import { adviceParagraphs, answeredByText, formatAnsweredAt } from './advisor-view.js';
import { placeLabel } from './editor-model.js';
import type { AdviceChange } from './lineup-commands.js';

export interface AnsweredQuestion {
  readonly question: string;
  readonly week: number;
  readonly answer: LineupAdviceResponse;
}

/**
 * The advisor's answer: the question it answers, the advice in paragraphs, the facts it rests on
 * ("Based on") and who answered when.
 */
export function AdviceAnswer({
  asked,
  timeDisplay,
  onApply,
  busy = false,
}: {
  asked: AnsweredQuestion;
  timeDisplay?: GameTimeOptions;
  /** Applies the suggested change; `done` is called once the lineup call succeeded. */
  onApply?: (change: AdviceChange, done: () => void) => void;
  /** A lineup change is on its way. */
  busy?: boolean;
}) {
  const titleId = useId();
  const factsId = useId();
  const { answer } = asked;
  return (
    <article className="advice" aria-labelledby={titleId}>
      <h3 id={titleId}>Advice for week {asked.week}</h3>
      <p className="advice-question">
        <span className="muted">You asked:</span> {asked.question}
      </p>
      <div className="advice-text">
        {adviceParagraphs(answer.advice).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs may repeat, their place is their identity.
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {answer.change && onApply && (
        <SuggestedChange key={answer.generatedAt} change={answer.change} onApply={onApply} busy={busy} />
      )}
      {answer.facts.length > 0 && (
        <div className="advice-facts">
          <h4 id={factsId}>Based on</h4>
          <ul aria-labelledby={factsId}>
            {[...new Set(answer.facts)].map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="advice-source muted">
        {answeredByText(answer)} ·{' '}
        <time dateTime={answer.generatedAt}>{formatAnsweredAt(answer.generatedAt, timeDisplay)}</time>
      </p>
    </article>
  );
}

/**
 * The one lineup change the advice suggests, with Apply (the editor's move call, under the same
 * kickoff locks); once applied the button says so and cannot apply it twice.
 */
function SuggestedChange({
  change,
  onApply,
  busy,
}: {
  change: AdviceChange;
  onApply: (change: AdviceChange, done: () => void) => void;
  busy: boolean;
}) {
  const [applied, setApplied] = useState(false);
  return (
    <div className="advice-change">
      <p>
        <span className="muted">Suggested change:</span> <strong>{change.playerName}</strong>{' '}
        {placeLabel(change.from)} → {placeLabel(change.to)}{' '}
        <span className="muted">(+{formatPoints(change.gain)} pts)</span>
      </p>
      <button
        type="button"
        className="button button-small button-primary"
        disabled={busy || applied}
        onClick={() => onApply(change, () => setApplied(true))}
      >
        {applied ? 'Applied' : 'Apply'}
      </button>
    </div>
  );
}
