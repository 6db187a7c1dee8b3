import type { AccuracyResponse } from '@lineup-lab/core';
import { useSession } from '../../auth/use-session.js';
import { SiteHeader } from '../../components/SiteHeader.js';
import { bandTarget, modelText, percentile } from './accuracy-view.js';
import { useAccuracy } from './queries.js';
import { SeasonAccuracy } from './SeasonAccuracy.js';
import { YourSeason } from './YourSeason.js';
import './accuracy.css';

/** The path of the page, linked from the landing page and every page's footer. */
const ACCURACY_PATH = '/accuracy';

/**
 * `/accuracy` (public): our accuracy in public. The active model's walk-forward back-tests as the
 * server stored them (`GET /api/accuracy`: the figures `lineup-server model backtest --json`
 * printed), a table per season and position, the method in plain words, and for a signed-in user
 * their own teams' season records. Every number comes from the server; none is written here.
 */
export default function AccuracyPage() {
  const session = useSession();
  const accuracy = useAccuracy();
  return (
    <>
      <SiteHeader returnTo={ACCURACY_PATH} />
      <main className="page accuracy-page">
        <h1>Our accuracy</h1>
        <p className="accuracy-lead">
          Every week we project each player’s floor, median and ceiling. Here is how close those projections
          came to what players actually scored, measured the same way for every season, beside NFL.com’s own
          projections and the simplest rule there is: a player’s average so far.
        </p>
        {accuracy.isPending ? (
          <p role="status">Loading the figures…</p>
        ) : accuracy.isError ? (
          <p className="notice notice-error" role="alert">
            The figures could not be loaded. Please try again later.
          </p>
        ) : (
          <AccuracyReport accuracy={accuracy.data} />
        )}
        {session && <YourSeason sub={session.user.sub} />}
      </main>
    </>
  );
}

/** The model, its seasons' tables (or why there are none), and the method. */
function AccuracyReport({ accuracy }: { accuracy: AccuracyResponse }) {
  const { model, seasons, method } = accuracy;
  return (
    <>
      {model ? (
        <p className="accuracy-model">{modelText(model)}</p>
      ) : (
        <p className="notice">
          No projection model has been trained on this server yet: there is nothing to measure.
        </p>
      )}
      {accuracy.demo && (
        <p className="notice notice-warn">
          These figures come from the demo season: invented players and games generated on this server, not
          real NFL results.
        </p>
      )}
      {model && seasons.length === 0 && (
        <p className="notice">
          This model has no back-test stored yet: there was too little played data to run one.
        </p>
      )}
      {seasons.map((season) => (
        <SeasonAccuracy key={season.season} season={season} method={method} />
      ))}
      <MethodSection method={method} />
    </>
  );
}

/** How the figures were made, in plain words (the thresholds come from the server). */
function MethodSection({ method }: { method: AccuracyResponse['method'] }) {
  return (
    <section className="card accuracy-method" aria-labelledby="accuracy-method-title">
      <h2 id="accuracy-method-title">How we measure</h2>
      <dl>
        <dt>Walk-forward, never peeking</dt>
        <dd>
          Each week of a season is projected by a model trained only on the weeks before it (earlier seasons
          included), exactly as it would have been projected at the time. The week’s own results are never
          part of its training.
        </dd>
        <dt>The truth</dt>
        <dd>
          What each player actually scored that week, in the scoring named under each season. Projections are
          compared with it after the fact.
        </dd>
        <dt>Who is counted</dt>
        <dd>
          Regular-season weeks of players on an NFL team and not on a bye, who had played in at least{' '}
          {method.minEarlierWeeks} earlier weeks that season (so that a season-to-date average exists). Where
          NFL.com’s projections are part of the data, only players NFL.com projected for at least{' '}
          {method.minPeerPoints} points are counted: the players fantasy managers actually weigh up.
        </dd>
        <dt>MAE (mean absolute error)</dt>
        <dd>
          The average distance, in fantasy points, between a projection and what happened. Lower is better.
          Ours is our median; NFL.com’s is the weekly projection NFL.com published for the same player and
          week; the season average is the player’s mean over his earlier weeks that season.
        </dd>
        <dt>Band coverage</dt>
        <dd>
          How often the actual score fell inside our floor–ceiling band, our{' '}
          {percentile(method.bandQuantiles.low)} to {percentile(method.bandQuantiles.high)} percentile. An
          honest band holds about {bandTarget(method)} of outcomes: far fewer means it is too narrow, far more
          that it is too wide to be useful.
        </dd>
      </dl>
    </section>
  );
}
