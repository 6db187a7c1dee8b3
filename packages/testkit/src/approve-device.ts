/**
 * TEST SUPPORT: approves a device-flow code the way a person at a browser would, without one: the
 * verification page's form (the code typed in), its confirmation, then the provider's sign-in (or
 * sign-up) page, each posted over HTTP with a small cookie jar and every redirect followed by hand.
 */

/** A browser's cookies for one origin: enough for the provider's pages. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  private store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header);
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(url: URL, form?: Record<string, string>): Promise<Response> {
    const headers = new Headers({ accept: 'text/html' });
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    if (form) headers.set('content-type', 'application/x-www-form-urlencoded');
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form ? new URLSearchParams(form) : undefined,
      redirect: 'manual',
    });
    this.store(response);
    return response;
  }

  /** Follows redirects until a page answers; returns it with its URL and text. */
  async follow(response: Response, from: URL): Promise<{ url: URL; status: number; html: string }> {
    let current = response;
    let url = from;
    for (let hops = 0; hops < 20; hops += 1) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) {
        return { url, status: current.status, html: await current.text() };
      }
      url = new URL(location, url);
      current = await this.fetch(url);
    }
    throw new Error('Too many redirects');
  }
}

function unescapeHtml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/** The `action` of the page's main form (not its cancel form). */
function formAction(html: string, base: URL): URL {
  for (const match of html.matchAll(/<form\b[^>]*\baction="([^"]+)"[^>]*>/g)) {
    const action = unescapeHtml(match[1] ?? '');
    if (!action.endsWith('/abort')) return new URL(action, base);
  }
  throw new Error(`No form on ${base.href}`);
}

function hiddenValue(html: string, name: string): string {
  const value = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];
  if (value === undefined) throw new Error(`No hidden ${name} field`);
  return unescapeHtml(value);
}

function alertText(html: string): string {
  return unescapeHtml(/role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ?? '(no message on the page)');
}

/** Who approves the code: an account that exists, or one to sign up (confirmed by its mail's link). */
export interface DeviceApprover {
  email: string;
  password: string;
  /** Sign up first; reads the confirmation link the provider mailed. */
  signUp?: { confirmationLink(email: string): Promise<string> };
}

/**
 * Opens the verification page, types the code in, confirms it, signs in (or up) on the provider's
 * page and checks that the provider says the device is signed in.
 */
export async function approveDevice(
  device: { verificationUri: string; userCode: string },
  approver: DeviceApprover,
): Promise<void> {
  const jar = new CookieJar();
  const inputUrl = new URL(device.verificationUri);
  const inputPage = await (await jar.fetch(inputUrl)).text();
  const confirmUrl = formAction(inputPage, inputUrl);
  const confirmResponse = await jar.fetch(confirmUrl, {
    xsrf: hiddenValue(inputPage, 'xsrf'),
    user_code: device.userCode,
  });
  const confirmPage = await confirmResponse.text();
  if (confirmResponse.status !== 200) throw new Error(`Code refused: ${alertText(confirmPage)}`);
  const confirmed = await jar.fetch(confirmUrl, {
    xsrf: hiddenValue(confirmPage, 'xsrf'),
    user_code: hiddenValue(confirmPage, 'user_code'),
    confirm: 'yes',
  });
  const login = await jar.follow(confirmed, confirmUrl);

  let done: { status: number; html: string };
  if (approver.signUp) {
    const link = /href="([^"]*\/signup)"/.exec(login.html)?.[1];
    if (!link) throw new Error('No sign-up link on the sign-in page');
    const signUpUrl = new URL(unescapeHtml(link), login.url);
    const signUpPage = await (await jar.fetch(signUpUrl)).text();
    const posted = await jar.fetch(formAction(signUpPage, signUpUrl), {
      email: approver.email,
      password: approver.password,
      confirm: approver.password,
    });
    const checkMail = await posted.text();
    if (!checkMail.includes('Check your email')) throw new Error(`Sign-up refused: ${alertText(checkMail)}`);
    const confirmLink = new URL(await approver.signUp.confirmationLink(approver.email));
    done = await jar.follow(await jar.fetch(confirmLink), confirmLink);
  } else {
    const posted = await jar.fetch(formAction(login.html, login.url), {
      email: approver.email,
      password: approver.password,
    });
    if (posted.status < 300 || posted.status >= 400) {
      throw new Error(`Sign-in refused (${posted.status}): ${alertText(await posted.text())}`);
    }
    done = await jar.follow(posted, login.url);
  }
  if (done.status !== 200 || !done.html.includes('You are signed in')) {
    throw new Error(`Device sign-in did not finish: ${done.status} ${alertText(done.html)}`);
  }
}
