import {
  type GameTimeOptions,
  type Player,
  type ProjectionMode,
  TEXT_LIMITS,
  type Team,
  validateAdviceQuestion,
} from '@lineup-lab/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { messageOf } from '../../api/error-message.js';
import { AdviceAnswer, type AnsweredQuestion } from './AdviceAnswer.js';
import { useLineupAdvice } from './advisor-queries.js';
import { ADVICE_FAILURE, suggestedQuestions } from './advisor-view.js';
import type { AdviceChange } from './lineup-commands.js';
import { type PanelCollapse, PanelToggle, panelClass } from './PanelToggle.js';

export interface AdvisorPanelProps {
  teamName: string;
  /** The team as it stands: the "Start X or Y?" suggestion names two of its players. */
  team: Team;
  /** The week's points of a player, to pick the closest start-or-sit call. */
  pointsOf: (player: Player) => number | null;
  /** The week the editor shows (`null`: no schedule loaded, nothing to ask about). */
  week: number | null;
  mode: ProjectionMode;
  timeDisplay?: GameTimeOptions;
  /** Collapsible (the editor's phone layout starts it collapsed); absent: always open. */
  collapse?: PanelCollapse;
  /** Applies the answer's suggested lineup change (the editor's lineup call); absent: no Apply. */
  onApply?: (change: AdviceChange, done: () => void) => void;
  /** A lineup change is on its way (Apply waits). */
  busy?: boolean;
}

/** The id of the advisor's section (the editor's section bar links to it). */
export const ADVISOR_PANEL_ID = 'editor-advisor';

/**
 * The AI advisor panel (spec §2; pro and exempt): a question box ('Please enter a question' when
 * empty), Ask, suggested questions (each asks at once), and the answer with the facts it rests on.
 * The answer and any failure are announced as they come.
 */
export function AdvisorPanel({
  teamName,
  team,
  pointsOf,
  week,
  mode,
  timeDisplay,
  collapse,
  onApply,
  busy = false,
}: AdvisorPanelProps) {
  const ids = { heading: useId(), question: useId(), error: useId() };
  const { input, question, setQuestion, invalid, setInvalid, asked, advice, submit, askSuggested } =
    useAdvisor({
      teamName,
      week,
      mode,
    });
  const pending = advice.isPending;
  const answerBox = useRef<HTMLDivElement>(null);
  // A new answer comes into view (the panel may sit low on a small screen).
  useEffect(() => {
    if (asked) answerBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [asked]);

  return (
    <section
      id={ADVISOR_PANEL_ID}
      className={panelClass('card pro-panel advisor-panel', collapse)}
      aria-labelledby={ids.heading}
    >
      <div className="pro-panel-head">
        <h2 id={ids.heading}>AI lineup advisor</h2>
        <PanelToggle collapse={collapse} title="AI lineup advisor" controls={ADVISOR_PANEL_ID} />
      </div>
      <p className="pro-panel-intro muted">
        Ask about your lineup{week !== null ? ` for week ${week}` : ''}. Answers rest on this week’s
        projections, matchups, injuries and byes.
      </p>
      <form className="advisor-form" onSubmit={submit} noValidate aria-busy={pending}>
        <div className="field">
          <label htmlFor={ids.question}>Your question</label>
          <textarea
            ref={input}
            id={ids.question}
            name="question"
            rows={3}
            maxLength={TEXT_LIMITS.question}
            value={question}
            onChange={(event) => {
              setQuestion(event.target.value);
              if (invalid) setInvalid(null);
            }}
            aria-invalid={invalid !== null}
            aria-describedby={invalid ? ids.error : undefined}
          />
          {invalid && (
            <p id={ids.error} className="field-error" role="alert">
              {invalid}
            </p>
          )}
        </div>
        <div className="pro-panel-actions">
          <button type="submit" className="button button-primary" disabled={pending || week === null}>
            {pending ? 'Asking…' : 'Ask'}
          </button>
        </div>
      </form>

      <SuggestedQuestions
        questions={suggestedQuestions(team, pointsOf)}
        onAsk={askSuggested}
        disabled={pending || week === null}
      />

      {advice.isError && (
        <p className="notice notice-error" role="alert">
          {messageOf(advice.error, ADVICE_FAILURE)}
        </p>
      )}
      <div className="advisor-answer" aria-live="polite" aria-busy={pending} ref={answerBox}>
        {pending && <p className="muted">Thinking about your lineup…</p>}
        {asked && <AdviceAnswer asked={asked} timeDisplay={timeDisplay} onApply={onApply} busy={busy} />}
      </div>
    </section>
  );
}

/** Questions worth asking about this team; each asks at once. */
function SuggestedQuestions({
  questions,
  onAsk,
  disabled,
}: {
  questions: readonly string[];
  onAsk: (question: string) => void;
  disabled: boolean;
}) {
  const headingId = useId();
  return (
    <div className="advisor-suggestions">
      <h3 id={headingId}>Suggested questions</h3>
      <ul aria-labelledby={headingId}>
        {questions.map((text) => (
          <li key={text}>
            <button
              type="button"
              className="button button-small button-suggest"
              onClick={() => onAsk(text)}
              disabled={disabled}
            >
              {text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The question and its answer: a question is checked by core's rules first (the box focused when
 * it fails), then asked of the server for the week and mode shown; the last answer is kept.
 */
function useAdvisor({ teamName, week, mode }: Pick<AdvisorPanelProps, 'teamName' | 'week' | 'mode'>) {
  const input = useRef<HTMLTextAreaElement>(null);
  const [question, setQuestion] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [asked, setAsked] = useState<AnsweredQuestion | null>(null);
  const advice = useLineupAdvice(teamName);
  const pending = advice.isPending;

  const ask = (text: string) => {
    if (pending || week === null) return;
    const result = validateAdviceQuestion(text);
    if (!result.ok) {
      setInvalid(result.message);
      input.current?.focus();
      return;
    }
    setInvalid(null);
    advice.mutate(
      { question: result.value, week, mode },
      { onSuccess: (answer) => setAsked({ question: result.value, week, answer }) },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(question);
  };
  const askSuggested = (text: string) => {
    setQuestion(text);
    ask(text);
  };
  return { input, question, setQuestion, invalid, setInvalid, asked, advice, submit, askSuggested };
}
