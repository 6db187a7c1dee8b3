/**
 * Signs in to the embedded OpenID provider the way a browser would, without one: the real
 * authorization code + PKCE flow with openid-client, the sign-up or sign-in form posted over HTTP
 * with a small cookie jar, and every redirect followed by hand. Also the device flow the CLI uses.
 */
import * as oidc from 'openid-client';

/** The scopes the web app asks for (spec §7). */
export const DEFAULT_SCOPE = 'openid profile email read:teams read:subscription offline_access';

/** Where and as whom to sign in. */
export interface SignInOptions {
  /** The server's base URL, e.g. `http://127.0.0.1:5005` (the issuer is `${baseUrl}/oidc`). */
  baseUrl: string;
  email: string;
  password: string;
  /** Default `lineup-web`. */
  clientId?: string;
  /** One of the client's registered redirect URIs. */
  redirectUri: string;
  /** Default `DEFAULT_SCOPE`. */
  scope?: string;
  /** Resource indicator; the server defaults to its API audience when absent. */
  resource?: string;
  /**
   * What openid-client sends its own requests (discovery, token) with; default `fetch`. A browser's
   * requests are told apart by the `Origin` header a wrapper can add, as `browserFetch` does.
   */
  customFetch?: oidc.CustomFetch;
  /** The browser (its cookies) to sign in with, to come back in the same one later; a fresh one by default. */
  browser?: CookieJar;
  /** More parameters of the authorization request (`login_hint`, the app's `lineup_return_to` …). */
  authorizationParameters?: Record<string, string>;
}

/** The tokens a sign-in or a refresh returns. */
export interface SignInTokens {
  accessToken: string;
  refreshToken: string | undefined;
  idToken: string | undefined;
  expiresIn: number | undefined;
}

/** The sign-in or sign-up page refused the form; `pageMessage` is the error the page shows. */
export class SignInRefusedError extends Error {
  override readonly name = 'SignInRefusedError';
  constructor(
    readonly status: number,
    readonly pageMessage: string,
  ) {
    super(`Sign-in refused (${status}): ${pageMessage}`);
  }
}

interface StoredCookie {
  value: string;
  path: string;
}

/** A browser's cookies by name and path, sent to requests whose path they cover. Enough for one origin. */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie & { name: string }>();

  store(response: Response, url: URL): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = url.pathname.replace(/\/[^/]*$/, '') || '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        const lower = key.toLowerCase();
        if (lower === 'path') path = attributeValue;
        if (lower === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (lower === 'expires' && Date.parse(attributeValue) < Date.now()) expired = true;
      }
      const key = `${name}\u0000${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  /** Forgets every cookie but those named `name` (a browser signed out that kept one cookie). */
  keepOnly(name: string): void {
    for (const [key, cookie] of this.cookies) if (cookie.name !== name) this.cookies.delete(key);
  }

  header(url: URL): string {
    return [...this.cookies.values()]
      .filter(
        (cookie) => url.pathname === cookie.path || url.pathname.startsWith(cookie.path.replace(/\/?$/, '/')),
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  async fetch(url: URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers = new Headers({ accept: 'text/html' });
    const cookie = this.header(url);
    if (cookie) headers.set('cookie', cookie);
    const body = init.form ? new URLSearchParams(init.form) : undefined;
    if (body) headers.set('content-type', 'application/x-www-form-urlencoded');
    const response = await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    this.store(response, url);
    return response;
  }
}

function unescapeHtml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&#x27;', "'")
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
  const text = /role="alert"[^>]*>([^<]*)</.exec(html)?.[1];
  return text ? unescapeHtml(text) : '(no message on the page)';
}

function isRedirect(response: Response): boolean {
  return response.status >= 300 && response.status < 400 && response.headers.has('location');
}

/** Follows redirects from `response` until one leads to `stopAt` (returned) or a page answers. */
async function follow(
  jar: CookieJar,
  response: Response,
  from: URL,
  stopAt?: string,
): Promise<{ url: URL; response: Response; stopped: boolean }> {
  let current = response;
  let url = from;
  for (let hops = 0; hops < 20; hops += 1) {
    if (!isRedirect(current)) return { url, response: current, stopped: false };
    url = new URL(current.headers.get('location') ?? '', url);
    if (stopAt && url.href.startsWith(stopAt)) return { url, response: current, stopped: true };
    current = await jar.fetch(url);
  }
  throw new Error('Too many redirects');
}

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** openid-client's view of the embedded issuer (plain http allowed on loopback only). */
export async function discoverIssuer(
  baseUrl: string,
  clientId = 'lineup-web',
  customFetch?: oidc.CustomFetch,
): Promise<oidc.Configuration> {
  const issuer = new URL(`${baseUrl.replace(/\/+$/, '')}/oidc`);
  return oidc.discovery(issuer, clientId, undefined, oidc.None(), {
    ...(isLoopback(issuer) && { execute: [oidc.allowInsecureRequests] }),
    ...(customFetch && { [oidc.customFetch]: customFetch }),
  });
}

/** One request openid-client made through `browserFetch`, and the CORS answer it got. */
export interface BrowserRequest {
  method: string;
  url: string;
  status: number;
  /** The response's `Access-Control-Allow-Origin` (`null`: none, so a browser would refuse to read it). */
  allowOrigin: string | null;
}

/**
 * A fetch for openid-client that sends `Origin: origin` on every request, as a browser's `fetch` does
 * from a page of that origin, and records what came back in `requests`.
 */
export function browserFetch(origin: string): { fetch: oidc.CustomFetch; requests: BrowserRequest[] } {
  const requests: BrowserRequest[] = [];
  return {
    requests,
    fetch: async (url, options) => {
      const response = await fetch(url, { ...options, headers: { ...options.headers, origin } });
      requests.push({
        method: options.method,
        url,
        status: response.status,
        allowOrigin: response.headers.get('access-control-allow-origin'),
      });
      return response;
    },
  };
}

function tokensOf(response: oidc.TokenEndpointResponse): SignInTokens {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    idToken: response.id_token,
    expiresIn: response.expires_in,
  };
}

type FormStep = (
  jar: CookieJar,
  loginPage: { url: URL; html: string },
) => Promise<{ url: URL; response: Response }>;

/**
 * Opens the sign-in page of a new code flow (discovery, the authorization request, its redirects) and
 * answers how to finish it: `submit` posts a form there, and the flow goes on to the tokens.
 */
async function openCodeFlow(options: SignInOptions): Promise<(submit: FormStep) => Promise<SignInTokens>> {
  const config = await discoverIssuer(options.baseUrl, options.clientId, options.customFetch);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const parameters: Record<string, string> = {
    redirect_uri: options.redirectUri,
    scope: options.scope ?? DEFAULT_SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  };
  if (options.resource) parameters.resource = options.resource;
  Object.assign(parameters, options.authorizationParameters);

  const jar = options.browser ?? new CookieJar();
  const start = oidc.buildAuthorizationUrl(config, parameters);
  const toLogin = await follow(jar, await jar.fetch(start), start, options.redirectUri);
  if (toLogin.stopped || toLogin.response.status !== 200) {
    throw new Error(`Expected the sign-in page, got ${toLogin.response.status} at ${toLogin.url.href}`);
  }
  const loginPage = { url: toLogin.url, html: await toLogin.response.text() };
  return async (submit) => {
    const posted = await submit(jar, loginPage);
    if (!isRedirect(posted.response)) {
      throw new SignInRefusedError(posted.response.status, alertText(await posted.response.text()));
    }
    const back = await follow(jar, posted.response, posted.url, options.redirectUri);
    if (!back.stopped) {
      throw new Error(
        `Expected a redirect to the app, got ${back.response.status}: ${alertText(await back.response.text())}`,
      );
    }
    const tokens = await oidc.authorizationCodeGrant(config, back.url, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    return tokensOf(tokens);
  };
}

async function codeFlow(options: SignInOptions, submit: FormStep): Promise<SignInTokens> {
  return (await openCodeFlow(options))(submit);
}

/**
 * Opens a sign-in page and answers the post of its form, to send later (so that many posts can
 * arrive together, as an attacker would send them).
 */
export async function readySignIn(options: SignInOptions): Promise<() => Promise<SignInTokens>> {
  const finish = await openCodeFlow(options);
  return () => finish((jar, loginPage) => postLogin(jar, loginPage, options.email, options.password));
}

async function postLogin(jar: CookieJar, page: { url: URL; html: string }, email: string, password: string) {
  const url = formAction(page.html, page.url);
  return { url, response: await jar.fetch(url, { method: 'POST', form: { email, password } }) };
}

/** Reads the link of the newest confirmation mail sent to an address (from the server's outbox or an SMTP catcher). */
export type ConfirmationLinkReader = (email: string) => Promise<string>;

/**
 * Creates the account on the sign-up page, opens the confirmation link of the mail it sends in the
 * same browser (which finishes the sign-in), then finishes the code flow; returns the tokens.
 */
export function signUpAndSignIn(
  options: SignInOptions & { confirmationLink: ConfirmationLinkReader },
): Promise<SignInTokens> {
  return codeFlow(options, async (jar, loginPage) => {
    const link = /href="([^"]*\/signup)"/.exec(loginPage.html)?.[1];
    if (!link) throw new Error('No sign-up link on the sign-in page');
    const signUpUrl = new URL(unescapeHtml(link), loginPage.url);
    const signUpPage = await jar.fetch(signUpUrl);
    const url = formAction(await signUpPage.text(), signUpUrl);
    const form = { email: options.email, password: options.password, confirm: options.password };
    const posted = await jar.fetch(url, { method: 'POST', form });
    const html = await posted.text();
    if (posted.status !== 200 || !html.includes('Check your email')) {
      throw new SignInRefusedError(posted.status, alertText(html));
    }
    const confirm = new URL(await options.confirmationLink(options.email));
    return { url: confirm, response: await jar.fetch(confirm) };
  });
}

/** Signs in to an existing account on the sign-in page and finishes the code flow. */
export function signIn(options: SignInOptions): Promise<SignInTokens> {
  return codeFlow(options, (jar, loginPage) => postLogin(jar, loginPage, options.email, options.password));
}

/** Trades a refresh token for new tokens (the old refresh token is rotated out). */
export async function refresh(options: {
  baseUrl: string;
  refreshToken: string;
  clientId?: string;
  customFetch?: oidc.CustomFetch;
}): Promise<SignInTokens> {
  const config = await discoverIssuer(options.baseUrl, options.clientId, options.customFetch);
  return tokensOf(await oidc.refreshTokenGrant(config, options.refreshToken));
}

/**
 * The CLI's device flow: asks for a code as `lineup-cli`, enters and confirms it on the
 * verification page, signs in there, then redeems the device code once.
 */
export async function signInWithDevice(options: {
  baseUrl: string;
  email: string;
  password: string;
  scope?: string;
}): Promise<SignInTokens> {
  const config = await discoverIssuer(options.baseUrl, 'lineup-cli');
  const device = await oidc.initiateDeviceAuthorization(config, { scope: options.scope ?? DEFAULT_SCOPE });
  const jar = new CookieJar();

  const inputUrl = new URL(device.verification_uri);
  const inputPage = await (await jar.fetch(inputUrl)).text();
  const confirmUrl = formAction(inputPage, inputUrl);
  const confirmResponse = await jar.fetch(confirmUrl, {
    method: 'POST',
    form: { xsrf: hiddenValue(inputPage, 'xsrf'), user_code: device.user_code },
  });
  const confirmPage = await confirmResponse.text();
  if (confirmResponse.status !== 200) throw new Error(`Code refused: ${alertText(confirmPage)}`);
  const confirmed = await jar.fetch(confirmUrl, {
    method: 'POST',
    form: {
      xsrf: hiddenValue(confirmPage, 'xsrf'),
      user_code: hiddenValue(confirmPage, 'user_code'),
      confirm: 'yes',
    },
  });
  const toLogin = await follow(jar, confirmed, confirmUrl);
  const posted = await postLogin(
    jar,
    { url: toLogin.url, html: await toLogin.response.text() },
    options.email,
    options.password,
  );
  if (!isRedirect(posted.response)) {
    throw new SignInRefusedError(posted.response.status, alertText(await posted.response.text()));
  }
  const done = await follow(jar, posted.response, posted.url);
  const donePage = await done.response.text();
  if (done.response.status !== 200 || !donePage.includes('You are signed in')) {
    throw new Error(`Device sign-in did not finish: ${done.response.status} ${alertText(donePage)}`);
  }
  const tokens = await oidc.genericGrantRequest(config, 'urn:ietf:params:oauth:grant-type:device_code', {
    device_code: device.device_code,
  });
  return tokensOf(tokens);
}
