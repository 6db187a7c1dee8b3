import type { ImportPreview, ImportResponse, LeagueRef, RostersResponse } from '@lineup-lab/core';
import { ImportPreviewStep } from './ImportPreviewStep.js';
import { RostersStep } from './RostersStep.js';

/** The steps every host's wizard ends with, and what the steps before them answered. */
export type TeamAndPreviewStep =
  | { kind: 'rosters'; ref: LeagueRef; rosters: RostersResponse }
  | { kind: 'preview'; ref: LeagueRef; rosters: RostersResponse; preview: ImportPreview };

/**
 * The user's team in the league, then the preview and Import: the same for ESPN and Yahoo once
 * their own first step has found the league (`onBack` returns to it).
 */
export function TeamAndPreviewSteps({
  step,
  setStep,
  onBack,
  onUpgrade,
  onImported,
}: {
  step: TeamAndPreviewStep;
  setStep: (next: TeamAndPreviewStep) => void;
  onBack: () => void;
  onUpgrade: (message: string) => void;
  onImported: (result: ImportResponse) => void;
}) {
  if (step.kind === 'rosters') {
    return (
      <RostersStep
        leagueRef={step.ref}
        answer={step.rosters}
        onUpgrade={onUpgrade}
        onBack={onBack}
        onChosen={(preview) => setStep({ ...step, kind: 'preview', preview })}
      />
    );
  }
  return (
    <ImportPreviewStep
      leagueRef={step.ref}
      preview={step.preview}
      onUpgrade={onUpgrade}
      onBack={() => setStep({ kind: 'rosters', ref: step.ref, rosters: step.rosters })}
      onImported={onImported}
    />
  );
}
