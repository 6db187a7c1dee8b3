/** Debian's Chromium (browsers cannot be downloaded here) and the flags it needs in a container. */
export const CHROMIUM = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
} as const;
