// @vitest-environment jsdom
import type { ShowcaseResponse } from '@lineup-lab/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ArchetypeShowcase, DEMO_LABEL, NOT_AVAILABLE } from './ArchetypeShowcase.js';

afterEach(cleanup);

const player = (name: string, median: number | null) => ({
  playerName: name,
  position: 'RB' as const,
  teamName: 'KC',
  projections: { conservative: 8.04, median, aggressive: 16.25 },
  reason: `${name} fits`,
});

const RANKING = {
  conservative: "The narrowest floor-to-ceiling range for their median among this week's likely starters.",
  balanced: "A floor-to-ceiling range closest to the typical likely starter's this week.",
  aggressive: "The widest floor-to-ceiling range for their median among this week's likely starters.",
};

const DATA: ShowcaseResponse = {
  season: 2025,
  week: 4,
  demo: true,
  cards: [
    { archetype: 'aggressive', ranking: RANKING.aggressive, players: [player('Ace Aggressive', 12)] },
    { archetype: 'balanced', ranking: RANKING.balanced, players: [player('Bo Balanced', 11.26)] },
    { archetype: 'conservative', ranking: RANKING.conservative, players: [player('Cy Careful', null)] },
  ],
};

/** The archetype cards as rendered, in page order. */
const cardItems = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.closest('li'));

describe('ArchetypeShowcase', () => {
  it('shows the three cards in the order conservative, balanced, aggressive', () => {
    render(<ArchetypeShowcase data={DATA} loading={false} failed={false} />);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Conservative', 'Balanced', 'Aggressive']);
  });

  it('labels each card with how the server chose its players, under its title', () => {
    render(<ArchetypeShowcase data={DATA} loading={false} failed={false} />);
    const labels = cardItems().map((card) => card?.querySelector('.archetype-ranking')?.textContent);
    expect(labels).toEqual([RANKING.conservative, RANKING.balanced, RANKING.aggressive]);
    // The fixed blurbs only hold the cards' place while the players load.
    expect(screen.queryByText('Steady floors you can count on every week.')).toBeNull();
  });

  it('falls back to the fixed blurb when the server sends no ranking sentence', () => {
    const unlabelled = { ...DATA, cards: DATA.cards.map((card) => ({ ...card, ranking: '' })) };
    render(<ArchetypeShowcase data={unlabelled} loading={false} failed={false} />);
    expect(cardItems()[0]?.querySelector('.archetype-ranking')?.textContent).toBe(
      'Steady floors you can count on every week.',
    );
  });

  it("shows each player's team, projections to 1 decimal ('N/A' when missing) and reason", () => {
    render(<ArchetypeShowcase data={DATA} loading={false} failed={false} />);
    const [careful, balanced] = screen
      .getAllByRole('listitem')
      .filter((item) => item.className === 'showcase-player');
    expect(careful?.textContent).toContain('Cy Careful');
    expect(careful?.textContent).toContain('RB · KC');
    expect(
      within(careful as HTMLElement)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['8.0', 'N/A', '16.3']);
    expect(balanced?.textContent).toContain('Bo Balanced fits');
  });

  it('labels demo-season data on every card, and says which week', () => {
    render(<ArchetypeShowcase data={DATA} loading={false} failed={false} />);
    expect(screen.getAllByText(DEMO_LABEL)).toHaveLength(3);
    expect(screen.getByText(/week 4 of the 2025 season/)).toBeTruthy();
  });

  it('has no demo label for real data', () => {
    render(<ArchetypeShowcase data={{ ...DATA, demo: false }} loading={false} failed={false} />);
    expect(screen.queryByText(DEMO_LABEL)).toBeNull();
  });

  it('says projections are not available yet when the cards are empty', () => {
    const empty: ShowcaseResponse = { season: null, week: null, demo: false, cards: [] };
    render(<ArchetypeShowcase data={empty} loading={false} failed={false} />);
    expect(screen.getByText(NOT_AVAILABLE)).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('says so while loading and when the call failed', () => {
    const { rerender } = render(<ArchetypeShowcase data={undefined} loading failed={false} />);
    expect(screen.getByRole('status').textContent).toBe('Loading sample players…');
    // Three empty frames hold the cards' place (hidden from screen readers) so nothing jumps.
    expect(document.querySelectorAll('[aria-hidden="true"] .archetype-loading')).toHaveLength(3);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    rerender(<ArchetypeShowcase data={undefined} loading={false} failed />);
    expect(screen.getByText(/could not be loaded/)).toBeTruthy();
  });
});
