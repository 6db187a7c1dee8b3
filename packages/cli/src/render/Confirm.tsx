import { Text, useApp, useInput } from 'ink';
import { useEffect, useState } from 'react';

/** Props of {@link Confirm}. */
export interface ConfirmProps {
  /** The question, without the `[y/N]`. */
  question: string;
  onAnswer(yes: boolean): void;
}

/**
 * A yes/no question on the terminal, no by default: `y` answers yes; `n`, Enter or Escape no. The
 * answer is shown after the question, and the screen ends.
 */
export function Confirm({ question, onAnswer }: ConfirmProps) {
  const { exit } = useApp();
  const [answer, setAnswer] = useState<boolean | undefined>(undefined);
  useInput(
    (input, key) => {
      const text = input.toLowerCase();
      const yes = text === 'y';
      if (!yes && text !== 'n' && !key.return && !key.escape) return;
      setAnswer(yes);
      onAnswer(yes);
    },
    { isActive: answer === undefined },
  );
  // Ends once the answer is on the screen.
  useEffect(() => {
    if (answer !== undefined) exit();
  }, [answer, exit]);
  return (
    <Text>
      <Text bold>{question}</Text> <Text dimColor>[y/N]</Text>{' '}
      {answer === undefined ? '' : answer ? <Text color="red">yes</Text> : <Text>no</Text>}
    </Text>
  );
}
