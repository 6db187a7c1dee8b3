import type {
  ImportPreview,
  SleeperImportResponse,
  SleeperLeaguesResponse,
  SleeperRostersResponse,
} from '@lineup-lab/core';
import { useRef, useState } from 'react';
import { ImportPreviewStep } from './ImportPreviewStep.js';
import { LeaguesStep, RostersStep, STEP_NAMES, UsernameStep } from './SleeperSteps.js';

/** Where the wizard is, with what the steps before it answered (Back returns to them unchanged). */
type Step =
  | { kind: 'username' }
  | { kind: 'leagues'; leagues: SleeperLeaguesResponse }
  | { kind: 'rosters'; leagues: SleeperLeaguesResponse; rosters: SleeperRostersResponse }
  | {
      kind: 'preview';
      leagues: SleeperLeaguesResponse;
      rosters: SleeperRostersResponse;
      preview: ImportPreview;
    };

const STEP_INDEX: Record<Step['kind'], number> = { username: 0, leagues: 1, rosters: 2, preview: 3 };

/**
 * Import from Sleeper, one step at a time: username → league → the user's team in it → preview →
 * Import. Each step's heading takes the focus when it opens, so a screen reader announces it.
 * `onImported` gets the import's answer; `onUpgrade` the server's message when the plan's limit
 * refuses a step.
 */
export function SleeperImport({
  onImported,
  onUpgrade,
}: {
  onImported: (result: SleeperImportResponse) => void;
  onUpgrade: (message: string) => void;
}) {
  const [step, setStepState] = useState<Step>({ kind: 'username' });
  const [username, setUsername] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // The focus follows the step: its heading, once it is on screen.
  const setStep = (next: Step) => {
    setStepState(next);
    window.requestAnimationFrame(() => heading.current?.focus());
  };

  const current = STEP_INDEX[step.kind];
  return (
    <div className="sleeper-import">
      <ol className="import-steps" aria-label="Import steps">
        {STEP_NAMES.map((name, index) => (
          <li
            key={name}
            aria-current={index === current ? 'step' : undefined}
            className={index < current ? 'done' : undefined}
          >
            {name}
          </li>
        ))}
      </ol>
      {step.kind === 'username' && (
        <UsernameStep
          initial={username}
          headingRef={heading}
          onUpgrade={onUpgrade}
          onFound={(leagues, name) => {
            setUsername(name);
            setStep({ kind: 'leagues', leagues });
          }}
        />
      )}
      {step.kind === 'leagues' && (
        <LeaguesStep
          answer={step.leagues}
          headingRef={heading}
          onUpgrade={onUpgrade}
          onBack={() => setStep({ kind: 'username' })}
          onChosen={(rosters) => setStep({ kind: 'rosters', leagues: step.leagues, rosters })}
        />
      )}
      {step.kind === 'rosters' && (
        <RostersStep
          answer={step.rosters}
          headingRef={heading}
          onUpgrade={onUpgrade}
          onBack={() => setStep({ kind: 'leagues', leagues: step.leagues })}
          onChosen={(preview) => setStep({ ...step, kind: 'preview', preview })}
        />
      )}
      {step.kind === 'preview' && (
        <ImportPreviewStep
          preview={step.preview}
          headingRef={heading}
          onUpgrade={onUpgrade}
          onBack={() => setStep({ kind: 'rosters', leagues: step.leagues, rosters: step.rosters })}
          onImported={onImported}
        />
      )}
    </div>
  );
}
