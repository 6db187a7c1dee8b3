import type { GameTimeOptions, LineupAdviceResponse } from '@lineup-lab/core';
import { useId } from 'react';
import { adviceParagraphs, answeredByText, formatAnsweredAt } from './advisor-view.js';

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
}: {
  asked: AnsweredQuestion;
  timeDisplay?: GameTimeOptions;
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
