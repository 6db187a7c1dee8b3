import type { RequestHandler } from 'express';
import {
  returnLocation,
  type YahooCallbackQuery,
} from '../../../use-cases/import/yahoo/finish-yahoo-connection.js';

/** Where Yahoo sends the browser back: the redirect URI registered for the operator's Yahoo app. */
export const YAHOO_CALLBACK_PATH = '/api/import/yahoo/callback';

/**
 * `GET /api/import/yahoo/callback?code&state` (or `?error=access_denied&state`): the end of
 * connecting a Yahoo account. A browser navigation from Yahoo's consent page, without our bearer
 * token; `finish` (`createYahooAccounts(…).finish`) finds the user by the state, gets the tokens,
 * and says where the browser goes next: a 302 to `/import?yahoo=connected` or
 * `/import?yahoo=error&reason=<short code>`. Never cached, and the page after it is not told this
 * address (it carries the code). Unexpected failures go to the app's error handler (500).
 *
 * Mount it before the `/api` routes (they answer 404 for paths not in core's table):
 * @example
 * app.get(YAHOO_CALLBACK_PATH, yahooCallbackHandler(yahooAccounts));
 */
export function yahooCallbackHandler(
  accounts: { finish(query: YahooCallbackQuery): Promise<string> } | undefined,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const { code, state, error } = req.query;
      // Without a Yahoo app (its settings removed since the person left for Yahoo): said plainly.
      const location = accounts
        ? await accounts.finish({ code, state, error })
        : returnLocation('not_configured');
      res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer').redirect(302, location);
    } catch (error) {
      next(error);
    }
  };
}
