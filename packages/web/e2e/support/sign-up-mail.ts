import type { ReceivedMail } from './test-mailbox.js';

/** The subjects of the mails sign-up and sign-in send (the server's `sign-up.ts`). */
export const SIGN_UP_MAIL = {
  confirm: 'Confirm your Lineup Lab account',
  alreadyRegistered: 'Someone tried to create a Lineup Lab account with your address',
} as const;

const CONFIRM_LINK = /https?:\/\/\S+\/oidc\/interaction\/[^/\s]+\/confirm\?token=[\w%-]+/;

/** The confirmation link in a "Confirm your Lineup Lab account" mail; fails with the text when it has none. */
export function confirmLinkIn(mail: ReceivedMail): string {
  const link = CONFIRM_LINK.exec(mail.text)?.[0];
  if (!link) throw new Error(`No confirmation link in mail #${mail.seq}:\n${mail.text}`);
  return link;
}
