// @vitest-environment jsdom
import type { LineupAdviceResponse } from '@lineup-lab/core';
import { RateLimitError } from '@lineup-lab/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { player, team } from '../../test-support/fixtures.js';
import { AdvisorPanel } from './AdvisorPanel.js';
import { adviceAnswer } from './pro-test-fixtures.js';
import { PACIFIC } from './test-fixtures.js';

const api = vi.hoisted(() => ({ ai: { lineupAdvice: vi.fn() } }));
vi.mock('../../api/client.js', () => ({ api }));

const wr = player('WR', 'Wes Wideout');
const benchWr = player('WR', 'Bench Wideout');

beforeEach(() => {
  api.ai.lineupAdvice.mockResolvedValue(adviceAnswer());
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderPanel(week: number | null = 3) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AdvisorPanel
        teamName="Sharks"
        team={team({ WR1: wr }, [benchWr])}
        pointsOf={() => null}
        week={week}
        mode="median"
        timeDisplay={PACIFIC}
      />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const question = () => screen.getByLabelText<HTMLTextAreaElement>('Your question');
const ask = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Ask/ });

describe('the AI advisor', () => {
  it('asks for a question before sending anything', async () => {
    const user = renderPanel();
    await user.type(question(), '   ');
    await user.click(ask());
    const message = screen.getByText('Please enter a question');
    expect(question().getAttribute('aria-invalid')).toBe('true');
    expect(question().getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(question());
    expect(api.ai.lineupAdvice).not.toHaveBeenCalled();
    await user.type(question(), 'W');
    expect(screen.queryByText('Please enter a question')).toBeNull();
  });

  it('sends the trimmed question with the team, week and mode, and shows the advice with its facts', async () => {
    let answer: (response: LineupAdviceResponse) => void = () => {};
    api.ai.lineupAdvice.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const user = renderPanel();
    await user.type(question(), '  Is my lineup optimal? ');
    await user.click(ask());
    expect(api.ai.lineupAdvice).toHaveBeenCalledWith({
      question: 'Is my lineup optimal?',
      context: { teamName: 'Sharks', week: 3, mode: 'median' },
    });
    expect(ask().textContent).toBe('Asking…');
    expect(ask().disabled).toBe(true);
    expect(screen.getByText('Thinking about your lineup…')).toBeTruthy();

    answer(adviceAnswer());
    const advice = await screen.findByRole('article', { name: 'Advice for week 3' });
    expect(advice.closest('[aria-live="polite"]')).not.toBeNull();
    expect(within(advice).getByText('Is my lineup optimal?', { exact: false })).toBeTruthy();
    expect([...advice.querySelectorAll('.advice-text p')].map((p) => p.textContent)).toEqual([
      'Your lineup is optimal for week 3.',
      'No bench player projects more than a starter.',
    ]);
    const facts = within(advice).getByRole('list', { name: 'Based on' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['QB Quinn Arrow: 16.0 / 20.0 / 25.0 (floor / median / ceiling) @ BUF']);
    expect(within(advice).getByText(/^Answered by the Lineup Lab analyst/).textContent).toBe(
      'Answered by the Lineup Lab analyst, from our projections and the optimizer · 12:00 PM',
    );
    expect(ask().disabled).toBe(false);
  });

  it('suggests questions, "Start X or Y?" from the team first, and asks one at a click', async () => {
    api.ai.lineupAdvice.mockResolvedValueOnce(
      adviceAnswer({
        advice: 'Start Wes Wideout.',
        topic: 'startOrSit',
        source: 'llm',
        model: 'gpt-4o-mini',
      }),
    );
    const user = renderPanel();
    const suggestions = within(screen.getByRole('list', { name: 'Suggested questions' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(suggestions).toEqual([
      'Start Wes Wideout or Bench Wideout?',
      'Is my lineup optimal?',
      'Who should I start at FLEX?',
      'I’m the underdog this week — who has the biggest ceiling?',
      'Any injuries or byes I should worry about?',
    ]);
    await user.click(screen.getByRole('button', { name: 'Start Wes Wideout or Bench Wideout?' }));
    expect(question().value).toBe('Start Wes Wideout or Bench Wideout?');
    expect(await screen.findByText('Start Wes Wideout.')).toBeTruthy();
    expect(screen.getByText(/^Answered by the AI model gpt-4o-mini/)).toBeTruthy();
    expect(api.ai.lineupAdvice).toHaveBeenCalledWith({
      question: 'Start Wes Wideout or Bench Wideout?',
      context: { teamName: 'Sharks', week: 3, mode: 'median' },
    });
  });

  it('shows the server’s message (a rate limit), else its own', async () => {
    api.ai.lineupAdvice.mockRejectedValueOnce(
      new RateLimitError({
        message: 'Too many questions. Please try again in 60 seconds.',
        code: 'RATE_LIMITED',
        status: 429,
        retryAfter: 60,
      }),
    );
    api.ai.lineupAdvice.mockRejectedValueOnce(new Error('boom'));
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Is my lineup optimal?' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many questions. Please try again in 60 seconds.',
    );
    await user.click(ask());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to get AI advice. Please try again.'),
    );
  });

  it('asks nothing without a week', async () => {
    renderPanel(null);
    expect(ask().disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Is my lineup optimal?' }).disabled).toBe(
      true,
    );
  });
});
