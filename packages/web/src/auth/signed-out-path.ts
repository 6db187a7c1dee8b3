/** Where the app lands after a sign-out the provider could not end (it offers no end-session endpoint). */
export const SIGNED_OUT_PATH = '/signed-out';
