import { createContext, type ReactNode, type RefObject, useContext, useId, useRef, useState } from 'react';
import { type ImportFailure, importFailure } from './import-view.js';

/** The wizard a step is drawn in: its steps' names, which one is open, and the open step's heading. */
interface WizardState {
  names: readonly string[];
  current: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

const WizardContext = createContext<WizardState | null>(null);

/**
 * A host's wizard state: the open step and a setter after which the new step's heading takes the
 * focus (once it is on screen), so a screen reader announces it.
 */
export function useWizardStep<S>(initial: S) {
  const [step, setState] = useState<S>(initial);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const setStep = (next: S) => {
    setState(next);
    window.requestAnimationFrame(() => headingRef.current?.focus());
  };
  return { step, setStep, headingRef };
}

/**
 * One host's import, step by step: the list of its steps (the open one marked `aria-current`,
 * those before it done) and the open step, which draws itself in a `StepFrame`.
 */
export function Wizard({
  label,
  names,
  current,
  headingRef,
  children,
}: WizardState & { label: string; children: ReactNode }) {
  return (
    <div className="import-wizard">
      <ol className="import-steps" aria-label={label}>
        {names.map((name, index) => (
          <li
            key={name}
            aria-current={index === current ? 'step' : undefined}
            className={index < current ? 'done' : undefined}
          >
            {name}
          </li>
        ))}
      </ol>
      <WizardContext.Provider value={{ names, current, headingRef }}>{children}</WizardContext.Provider>
    </div>
  );
}

/** A step's frame: its heading (which takes the focus when the step opens), 'Step n of m', and its body. */
export function StepFrame({ title, children }: { title: string; children: ReactNode }) {
  const wizard = useContext(WizardContext);
  const id = useId();
  if (!wizard) throw new Error('StepFrame is drawn outside a Wizard');
  return (
    <section className="import-step" aria-labelledby={id}>
      <p className="muted import-step-count">
        Step {wizard.current + 1} of {wizard.names.length}
      </p>
      <h3 id={id} ref={wizard.headingRef} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A failed step: an alert with the server's message (the upgrade box is the page's). */
export function StepError({ failure }: { failure: ImportFailure | null }) {
  if (failure === null || failure.kind === 'upgrade') return null;
  return (
    <p role="alert" className="notice notice-error">
      {failure.message}
    </p>
  );
}

/** A call's failure as a step shows it, or `null` when it has not failed. */
export const failureOf = (error: unknown, fallback: string): ImportFailure | null =>
  error ? importFailure(error, fallback) : null;

/** A step's `onError`: a tier refusal goes to the page's upgrade box (other failures show in the step). */
export function upgradeOn(onUpgrade: (message: string) => void, fallback: string) {
  return (error: unknown) => {
    const failure = importFailure(error, fallback);
    if (failure.kind === 'upgrade') onUpgrade(failure.message);
  };
}
