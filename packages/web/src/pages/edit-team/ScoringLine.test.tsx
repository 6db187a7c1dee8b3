// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScoringLine, scoringText } from './ScoringLine.js';

afterEach(cleanup);

describe('ScoringLine', () => {
  it("names an imported team's league and its scoring", () => {
    render(<ScoringLine scoring={{ format: 'ppr', league: { id: 'l-1', name: 'Sunday Funday PPR' } }} />);
    expect(screen.getByText('Scoring: PPR · Sleeper league Sunday Funday PPR')).toBeTruthy();
  });

  it('says Half-PPR for a team made by hand, and each format by its name', () => {
    render(<ScoringLine scoring={{ format: 'half-ppr', league: null }} />);
    expect(screen.getByText('Scoring: Half-PPR')).toBeTruthy();
    expect(scoringText({ format: 'standard', league: null })).toBe('Scoring: Standard');
    expect(scoringText({ format: 'custom', league: { id: 'l', name: 'Two QBs' } })).toBe(
      'Scoring: Custom · Sleeper league Two QBs',
    );
  });

  it('shows nothing when the server does not say', () => {
    const { container } = render(<ScoringLine scoring={undefined} />);
    expect(container.textContent).toBe('');
  });
});
