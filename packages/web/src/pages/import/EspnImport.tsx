import { type ImportResponse, nflSeasonAt } from '@lineup-lab/core';
import { useState } from 'react';
import { ESPN_STEPS, EspnLeagueStep, emptyEspnForm } from './EspnLeagueStep.js';
import { useWizardStep, Wizard } from './ImportWizard.js';
import { type TeamAndPreviewStep, TeamAndPreviewSteps } from './TeamAndPreviewSteps.js';

/** Where the wizard is, with what the steps before it answered (Back returns to them unchanged). */
type Step = { kind: 'league' } | TeamAndPreviewStep;

const STEP_INDEX: Record<Step['kind'], number> = { league: 0, rosters: 1, preview: 2 };

/**
 * Import from ESPN, one step at a time: the league (id or address, season, a private league's
 * cookies) → the user's team in it → preview → Import. A private league's cookies are held in
 * this wizard's state only while it is open, and sent in each call's body (the server keeps them
 * encrypted with the league it imports).
 */
export function EspnImport({
  onImported,
  onUpgrade,
}: {
  onImported: (result: ImportResponse) => void;
  onUpgrade: (message: string) => void;
}) {
  const { step, setStep, headingRef } = useWizardStep<Step>({ kind: 'league' });
  const [currentSeason] = useState(() => nflSeasonAt(new Date()));
  const [form, setForm] = useState(() => emptyEspnForm(currentSeason));
  return (
    <Wizard label="Import steps" names={ESPN_STEPS} current={STEP_INDEX[step.kind]} headingRef={headingRef}>
      {step.kind === 'league' && (
        <EspnLeagueStep
          initial={form}
          currentSeason={currentSeason}
          onUpgrade={onUpgrade}
          onFound={(ref, rosters, typed) => {
            setForm(typed);
            setStep({ kind: 'rosters', ref, rosters });
          }}
        />
      )}
      {step.kind !== 'league' && (
        <TeamAndPreviewSteps
          step={step}
          setStep={setStep}
          onBack={() => setStep({ kind: 'league' })}
          onUpgrade={onUpgrade}
          onImported={onImported}
        />
      )}
    </Wizard>
  );
}
