import { type Archetype, formatPoints, type ShowcaseResponse } from '@lineup-lab/core';

/**
 * The cards' order on the page (spec §2: conservative, balanced, aggressive) and their wording; the
 * blurb holds a card's place while the players load, then the server's `ranking` takes over.
 */
const ARCHETYPE_TEXT: Record<Archetype, { title: string; blurb: string }> = {
  conservative: { title: 'Conservative', blurb: 'Steady floors you can count on every week.' },
  balanced: { title: 'Balanced', blurb: 'Reliable production with some upside.' },
  aggressive: { title: 'Aggressive', blurb: 'High ceilings for weeks you need a big score.' },
};
const ORDER: readonly Archetype[] = ['conservative', 'balanced', 'aggressive'];

export const DEMO_LABEL = 'Demo season data';
export const NOT_AVAILABLE = 'Projections are not available yet. Check back once this week’s model has run.';

/** The answer's cards in the page's order, the empty ones kept. */
function orderedCards(data: ShowcaseResponse): ShowcaseResponse['cards'] {
  return [...data.cards].sort((a, b) => ORDER.indexOf(a.archetype) - ORDER.indexOf(b.archetype));
}

export interface ArchetypeShowcaseProps {
  /** What `GET /api/players/showcase` answered; `undefined` while it loads or when it failed. */
  data: ShowcaseResponse | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * Three archetype example cards (spec §2 landing): up to four of this week's players each, with
 * their three projections and why they fit. Each card is labelled with how the server chose its
 * players (`ranking`). Demo-season data says so on every card. The answer is read in an effect, so
 * the prerendered page holds the loading frames and hydrates with them.
 */
export function ArchetypeShowcase({ data, loading, failed }: ArchetypeShowcaseProps) {
  const cards = data ? orderedCards(data) : [];
  const empty = !cards.some((card) => card.players.length > 0);
  return (
    <section className="landing-section" aria-labelledby="archetypes-title">
      <h2 id="archetypes-title">Player archetypes</h2>
      <p>
        Every player gets a conservative, median and aggressive projection. Here is how the archetypes look
        this week.
      </p>
      {loading && (
        <>
          <p role="status" className="muted">
            Loading sample players…
          </p>
          <LoadingFrames />
        </>
      )}
      {failed && (
        <p className="notice">Sample players could not be loaded right now. Please try again later.</p>
      )}
      {data && empty && <p className="notice">{NOT_AVAILABLE}</p>}
      {data && !empty && (
        <>
          {data.week !== null && (
            <p className="muted">
              {data.demo ? `${DEMO_LABEL}: ` : ''}week {data.week}
              {data.season !== null && ` of the ${data.season} season`}.
            </p>
          )}
          <ul className="archetype-list">
            {cards.map((card) => (
              <li key={card.archetype} className="card archetype-card">
                <h3>{ARCHETYPE_TEXT[card.archetype].title}</h3>
                {data.demo && <p className="badge badge-demo">{DEMO_LABEL}</p>}
                <p className="muted archetype-ranking">
                  {card.ranking || ARCHETYPE_TEXT[card.archetype].blurb}
                </p>
                <ul className="showcase-players">
                  {card.players.map((player) => (
                    <ShowcasePlayer key={`${player.playerName}-${player.teamName}`} player={player} />
                  ))}
                </ul>
                {card.players.length === 0 && (
                  <p className="muted">No players fit this archetype this week.</p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The cards' frames, holding their place while the players load so that the page below does not jump. */
function LoadingFrames() {
  return (
    <ul className="archetype-list" aria-hidden="true">
      {ORDER.map((archetype) => (
        <li key={archetype} className="card archetype-card archetype-loading">
          <p className="archetype-title">{ARCHETYPE_TEXT[archetype].title}</p>
          <p className="muted">{ARCHETYPE_TEXT[archetype].blurb}</p>
        </li>
      ))}
    </ul>
  );
}

/** A sample player: name, position and team, the three projections and why the player fits. */
function ShowcasePlayer({ player }: { player: ShowcaseResponse['cards'][number]['players'][number] }) {
  return (
    <li className="showcase-player">
      <p className="showcase-name">
        <strong>{player.playerName}</strong>{' '}
        <span className="muted">
          {player.position} · {player.teamName}
        </span>
      </p>
      <dl className="showcase-projections">
        <div>
          <dt>Conservative</dt>
          <dd>{formatPoints(player.projections.conservative)}</dd>
        </div>
        <div>
          <dt>Median</dt>
          <dd>{formatPoints(player.projections.median)}</dd>
        </div>
        <div>
          <dt>Aggressive</dt>
          <dd>{formatPoints(player.projections.aggressive)}</dd>
        </div>
      </dl>
      <p className="showcase-reason">{player.reason}</p>
    </li>
  );
}
