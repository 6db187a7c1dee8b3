import type {
  ImportPreview,
  ImportResponse,
  LeagueRef,
  RostersResponse,
  SleeperLeaguesResponse,
} from '@lineup-lab/core';
import { useState } from 'react';
import { ImportPreviewStep } from './ImportPreviewStep.js';
import { useWizardStep, Wizard } from './ImportWizard.js';
import { RostersStep } from './RostersStep.js';
import { SLEEPER_STEPS, SleeperLeaguesStep, UsernameStep } from './SleeperSteps.js';

/** Where the wizard is, with what the steps before it answered (Back returns to them unchanged). */
type Step =
  | { kind: 'username' }
  | { kind: 'leagues'; leagues: SleeperLeaguesResponse }
  | { kind: 'rosters'; leagues: SleeperLeaguesResponse; ref: LeagueRef; rosters: RostersResponse }
  | {
      kind: 'preview';
      leagues: SleeperLeaguesResponse;
      ref: LeagueRef;
      rosters: RostersResponse;
      preview: ImportPreview;
    };

const STEP_INDEX: Record<Step['kind'], number> = { username: 0, leagues: 1, rosters: 2, preview: 3 };

/**
 * Import from Sleeper, one step at a time: username → league → the user's team in it → preview →
 * Import. The username's leagues come from Sleeper's own call (`GET /api/import/sleeper/leagues`);
 * the rest are every host's calls. `onImported` gets the import's answer; `onUpgrade` the server's
 * message when the plan's limit refuses a step.
 */
export function SleeperImport({
  onImported,
  onUpgrade,
}: {
  onImported: (result: ImportResponse) => void;
  onUpgrade: (message: string) => void;
}) {
  const { step, setStep, headingRef } = useWizardStep<Step>({ kind: 'username' });
  const [username, setUsername] = useState('');
  return (
    <Wizard
      label="Import steps"
      names={SLEEPER_STEPS}
      current={STEP_INDEX[step.kind]}
      headingRef={headingRef}
    >
      {step.kind === 'username' && (
        <UsernameStep
          initial={username}
          onUpgrade={onUpgrade}
          onFound={(leagues, name) => {
            setUsername(name);
            setStep({ kind: 'leagues', leagues });
          }}
        />
      )}
      {step.kind === 'leagues' && (
        <SleeperLeaguesStep
          answer={step.leagues}
          onUpgrade={onUpgrade}
          onBack={() => setStep({ kind: 'username' })}
          onChosen={(ref, rosters) => setStep({ kind: 'rosters', leagues: step.leagues, ref, rosters })}
        />
      )}
      {step.kind === 'rosters' && (
        <RostersStep
          leagueRef={step.ref}
          answer={step.rosters}
          onUpgrade={onUpgrade}
          onBack={() => setStep({ kind: 'leagues', leagues: step.leagues })}
          onChosen={(preview) => setStep({ ...step, kind: 'preview', preview })}
        />
      )}
      {step.kind === 'preview' && (
        <ImportPreviewStep
          leagueRef={step.ref}
          preview={step.preview}
          onUpgrade={onUpgrade}
          onBack={() =>
            setStep({ kind: 'rosters', leagues: step.leagues, ref: step.ref, rosters: step.rosters })
          }
          onImported={onImported}
        />
      )}
    </Wizard>
  );
}
