// @vitest-environment jsdom
import { HALF_PPR } from '@lineup-lab/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScoringLine, scoringText } from './ScoringLine.js';

const api = vi.hoisted(() => ({ teams: { setScoring: vi.fn() } }));
vi.mock('../../api/client.js', () => ({ api }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderLine(scoring: Parameters<typeof ScoringLine>[0]['scoring']) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/edit-team/Sharks']}>
        <Routes>
          <Route path="/edit-team/:teamName" element={<ScoringLine scoring={scoring} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ScoringLine', () => {
  it("names an imported team's league and its scoring", () => {
    renderLine({ format: 'ppr', league: { id: 'l-1', name: 'Sunday Funday PPR' } });
    expect(screen.getByText('Scoring: PPR · League Sunday Funday PPR')).toBeTruthy();
  });

  it('says Half-PPR for a team made by hand, and each format by its name', () => {
    renderLine({ format: 'half-ppr', league: null });
    expect(screen.getByText('Scoring: Half-PPR')).toBeTruthy();
    expect(scoringText({ format: 'standard', league: null })).toBe('Scoring: Standard');
    expect(scoringText({ format: 'custom', league: { id: 'l', name: 'Two QBs' } })).toBe(
      'Scoring: Custom · League Two QBs',
    );
  });

  it('keeps an empty line, hidden from assistive technology, until the server says', () => {
    const { container } = renderLine(undefined);
    const line = container.querySelector('p.editor-scoring');
    expect(line?.getAttribute('aria-hidden')).toBe('true');
    expect(line?.textContent?.trim()).toBe('');
    expect(screen.queryByRole('button', { name: 'Change scoring' })).toBeNull();
  });

  it('lets an imported team change its scoring, with a note that the league counts otherwise', async () => {
    api.teams.setScoring.mockResolvedValue({
      teamName: 'Sharks',
      scoring: { format: 'standard', league: null },
    });
    renderLine({ format: 'ppr', league: { id: 'l-1', name: 'Sunday Funday PPR' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change scoring' }));
    expect(
      screen.getByText(
        "Your league Sunday Funday PPR counts PPR; a scoring chosen here counts this team's numbers in Lineup Lab only, not in the league.",
      ),
    ).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Scoring:'), 'Standard');
    expect(api.teams.setScoring).toHaveBeenCalledWith('Sharks', { format: 'standard' });
    await waitFor(() => expect(screen.queryByLabelText('Scoring:')).toBeNull());
  });

  it('offers Custom… with the common settings, checked before they are sent', async () => {
    api.teams.setScoring.mockResolvedValue({
      teamName: 'Sharks',
      scoring: { format: 'custom', league: null },
    });
    renderLine({ format: 'half-ppr', league: null });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change scoring' }));
    await user.selectOptions(screen.getByLabelText('Scoring:'), 'Custom…');
    const form = screen.getByRole('form', { name: 'Custom scoring' });
    expect(form).toBeTruthy();
    const reception = screen.getByLabelText<HTMLInputElement>('Points per reception');
    expect(reception.value).toBe('0.5');
    await user.clear(reception);
    await user.type(reception, 'lots');
    await user.click(screen.getByRole('button', { name: 'Save custom scoring' }));
    expect(screen.getByText('Enter a number')).toBeTruthy();
    expect(document.activeElement).toBe(reception);
    expect(api.teams.setScoring).not.toHaveBeenCalled();

    await user.clear(reception);
    await user.type(reception, '0.75');
    await user.click(screen.getByRole('button', { name: 'Save custom scoring' }));
    expect(api.teams.setScoring).toHaveBeenCalledWith('Sharks', {
      format: 'custom',
      settings: { ...HALF_PPR, receiving: { ...HALF_PPR.receiving, receptions: 0.75 } },
    });
  });
});
