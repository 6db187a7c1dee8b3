import { Box, Text } from 'ink';
import type { DevicePrompt } from '../auth/device-login.js';
import { Spinner } from '../render/Spinner.js';

/** How long the code is good for, in words: '10 minutes', '90 seconds'. */
function expiresInText(seconds: number): string {
  if (seconds >= 120) return `${Math.round(seconds / 60)} minutes`;
  return `${seconds} seconds`;
}

/** The device-flow prompt as plain text: where to go, the code, the complete URL and the wait. */
export function devicePromptText(server: string, prompt: DevicePrompt): string {
  return [
    `To sign in to ${server}, open ${prompt.verificationUri} and enter the code ${prompt.userCode}`,
    ...(prompt.verificationUriComplete ? [`(or open ${prompt.verificationUriComplete})`] : []),
    `The code expires in ${expiresInText(prompt.expiresIn)}. Waiting for approval…`,
    '',
  ].join('\n');
}

/** Where the sign-in stands while the screen shows. */
export type DeviceLoginState =
  | { kind: 'waiting' }
  | { kind: 'signed-in'; email: string | null }
  | { kind: 'failed'; message: string };

/** The one line saying who is signed in. */
export function signedInText(server: string, email: string | null): string {
  return `Signed in to ${server}${email ? ` as ${email}` : ''}.`;
}

/** The device-flow prompt on a terminal: the page and the code, a spinner while waiting, then the outcome. */
export function DeviceLoginScreen({
  server,
  prompt,
  state,
}: {
  server: string;
  prompt: DevicePrompt;
  state: DeviceLoginState;
}) {
  return (
    <Box flexDirection="column">
      <Text>
        To sign in to <Text bold>{server}</Text>, open <Text color="cyan">{prompt.verificationUri}</Text>
      </Text>
      <Text>
        and enter the code{' '}
        <Text bold inverse>
          {` ${prompt.userCode} `}
        </Text>
      </Text>
      {prompt.verificationUriComplete && <Text dimColor>(or open {prompt.verificationUriComplete})</Text>}
      <Box marginTop={1}>
        {state.kind === 'waiting' && (
          <Spinner label={`Waiting for approval… (the code expires in ${expiresInText(prompt.expiresIn)})`} />
        )}
        {state.kind === 'signed-in' && <Text color="green">✔ {signedInText(server, state.email)}</Text>}
        {state.kind === 'failed' && <Text color="red">✖ {state.message}</Text>}
      </Box>
    </Box>
  );
}
