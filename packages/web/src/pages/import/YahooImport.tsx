import type { ImportResponse } from '@lineup-lab/core';
import { useState } from 'react';
import { useWizardStep, Wizard } from './ImportWizard.js';
import { type TeamAndPreviewStep, TeamAndPreviewSteps } from './TeamAndPreviewSteps.js';
import { YAHOO_STEPS, YahooLeaguesStep } from './YahooLeaguesStep.js';
import type { YahooReturn } from './yahoo-view.js';

/** Where the wizard is, with what the steps before it answered (Back returns to them unchanged). */
type Step = { kind: 'leagues' } | TeamAndPreviewStep;

const STEP_INDEX: Record<Step['kind'], number> = { leagues: 0, rosters: 1, preview: 2 };

/**
 * Import from Yahoo, one step at a time: the connected account's league (after connecting it, on
 * Yahoo's consent page) → the user's team in it → preview → Import. `returned` is what the return
 * from Yahoo said; it shows until a league is chosen.
 */
export function YahooImport({
  returned,
  onImported,
  onUpgrade,
}: {
  returned: YahooReturn | null;
  onImported: (result: ImportResponse) => void;
  onUpgrade: (message: string) => void;
}) {
  const { step, setStep, headingRef } = useWizardStep<Step>({ kind: 'leagues' });
  const [notice, setNotice] = useState(returned);
  return (
    <Wizard label="Import steps" names={YAHOO_STEPS} current={STEP_INDEX[step.kind]} headingRef={headingRef}>
      {step.kind === 'leagues' && (
        <YahooLeaguesStep
          notice={notice}
          onUpgrade={onUpgrade}
          onChosen={(ref, rosters) => {
            setNotice(null);
            setStep({ kind: 'rosters', ref, rosters });
          }}
        />
      )}
      {step.kind !== 'leagues' && (
        <TeamAndPreviewSteps
          step={step}
          setStep={setStep}
          onBack={() => setStep({ kind: 'leagues' })}
          onUpgrade={onUpgrade}
          onImported={onImported}
        />
      )}
    </Wizard>
  );
}
