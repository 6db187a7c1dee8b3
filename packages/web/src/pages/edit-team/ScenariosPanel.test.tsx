// @vitest-environment jsdom
import { ConflictError, NetworkError } from '@lineup-lab/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/query-keys.js';
import { team } from '../../test-support/fixtures.js';
import { scenarioInWeek } from './pro-test-fixtures.js';
import { ScenariosPanel, type ScenariosPanelProps } from './ScenariosPanel.js';
import { PACIFIC } from './test-fixtures.js';

const api = vi.hoisted(() => ({
  scenarios: { list: vi.fn(), create: vi.fn(), load: vi.fn(), delete: vi.fn() },
}));
vi.mock('../../api/client.js', () => ({ api }));

const stack = scenarioInWeek({
  _id: 'stack',
  name: 'Stack the Bills',
  description: 'Both Buffalo receivers in',
  projectedPoints: 118.24,
  week: 3,
  createdAt: '2025-09-18T02:30:00.000Z',
  weekTotals: { conservative: 95, median: 118.2, aggressive: 140 },
});
const safe = scenarioInWeek({
  _id: 'safe',
  name: 'Safe floor',
  projectionMode: 'conservative',
  projectedPoints: 90,
  week: 2,
  weekTotals: { conservative: 92, median: 108.5, aggressive: 130 },
});

let queryClient: QueryClient;

beforeEach(() => {
  api.scenarios.list.mockImplementation(async (_team: string, { week }: { week?: number }) => ({
    week: week ?? 3,
    scenarios: [stack, safe],
  }));
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The team as the editor last loaded it: version 4.
  queryClient.setQueryData(queryKeys.team('Sharks'), { team: team({}, [], { version: 4 }) });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderPanel(props: Partial<ScenariosPanelProps> = {}) {
  render(
    <QueryClientProvider client={queryClient}>
      <ScenariosPanel
        teamName="Sharks"
        teamVersion={4}
        week={3}
        mode="median"
        currentTotal={112}
        predicted
        busy={false}
        timeDisplay={PACIFIC}
        {...props}
      />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const item = (name: string) => screen.getByRole('listitem', { name });
const figures = (name: string) =>
  within(item(name))
    .getAllByRole('definition')
    .map((dd) => dd.textContent);

describe('the saved scenarios', () => {
  it('lists each with what it was saved as and its week points next to the current lineup’s', async () => {
    renderPanel();
    expect(await screen.findByText('2 of 10 saved')).toBeTruthy();
    expect(api.scenarios.list).toHaveBeenCalledWith('Sharks', { week: 3 }, expect.anything());
    const names = within(screen.getByRole('list', { name: 'Saved scenarios' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Stack the Bills', 'Safe floor']);

    expect(within(item('Stack the Bills')).getByText('Both Buffalo receivers in')).toBeTruthy();
    // Saved at 02:30 UTC on 18 September: the 17th in California.
    const saved = within(item('Stack the Bills')).getByText(/^Saved for week 3/);
    expect(saved.textContent).toBe('Saved for week 3 · Median · 118.2 points · Sep 17, 2025');
    expect(saved.querySelector('time')?.getAttribute('datetime')).toBe('2025-09-18T02:30:00.000Z');
    expect(within(item('Safe floor')).getByText(/^Saved for week 2/).textContent).toMatch(
      /^Saved for week 2 · Conservative · 90\.0 points/,
    );

    expect(figures('Stack the Bills')).toEqual(['118.2', '112.0', '+6.2']);
    expect(figures('Safe floor')).toEqual(['108.5', '112.0', '−3.5']);
    const caption = within(item('Safe floor')).getByText('Week 3 · median points');
    expect(item('Safe floor').querySelector('dl')?.getAttribute('aria-labelledby')).toBe(caption.id);
  });

  it('waits for the current total, and says when nothing is saved yet', async () => {
    api.scenarios.list.mockResolvedValue({ week: 3, scenarios: [stack] });
    renderPanel({ currentTotal: null });
    await screen.findByText('1 of 10 saved');
    expect(figures('Stack the Bills')).toEqual(['118.2', '…', '…']);
    cleanup();

    api.scenarios.list.mockResolvedValue({ week: 3, scenarios: [] });
    renderPanel();
    expect(await screen.findByText('No scenarios saved yet.')).toBeTruthy();
    expect(screen.getByText('0 of 10 saved')).toBeTruthy();
  });

  it('says the list failed to load, and Retry asks again', async () => {
    api.scenarios.list.mockRejectedValueOnce(new NetworkError());
    const user = renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load scenarios');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 of 10 saved')).toBeTruthy();
    expect(api.scenarios.list).toHaveBeenCalledTimes(2);
  });

  it('disables Save at 10 scenarios with the server’s message', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => scenarioInWeek({ name: `Plan ${i + 1}` }));
    api.scenarios.list.mockResolvedValue({ week: 3, scenarios: ten });
    renderPanel();
    expect(await screen.findByText('10 of 10 saved')).toBeTruthy();
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save scenario' });
    expect(save.disabled).toBe(true);
    const message = screen.getByText('Maximum number of scenarios reached (10 per team)');
    expect(save.getAttribute('aria-describedby')).toBe(message.id);
  });
});

describe('saving a scenario', () => {
  it('checks the name, sends the form with the week, mode and team version, and resets the fields', async () => {
    api.scenarios.create.mockResolvedValue({ scenario: stack });
    const user = renderPanel();
    await screen.findByText('2 of 10 saved');
    await user.click(screen.getByRole('button', { name: 'Save scenario' }));
    const dialog = screen.getByRole('dialog', { name: 'Save scenario' });
    const name = within(dialog).getByLabelText('Scenario name');
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('maxlength')).toBe('50');
    expect(
      within(dialog)
        .getByLabelText(/^Description/)
        .getAttribute('maxlength'),
    ).toBe('200');

    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save scenario' }));
    expect(within(dialog).getByText('Scenario name is required')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(api.scenarios.create).not.toHaveBeenCalled();

    await user.type(name, ' Stack the Bills ');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Both Buffalo receivers in');
    await user.click(within(dialog).getByRole('button', { name: 'Save scenario' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.scenarios.create).toHaveBeenCalledWith('Sharks', {
      name: 'Stack the Bills',
      description: 'Both Buffalo receivers in',
      week: 3,
      projectionMode: 'median',
      expectedVersion: 4,
    });
    expect(screen.getByText('Scenario “Stack the Bills” saved.')).toBeTruthy();
    // The list is asked again.
    await waitFor(() => expect(api.scenarios.list).toHaveBeenCalledTimes(2));

    await user.click(screen.getByRole('button', { name: 'Save scenario' }));
    expect(screen.getByLabelText<HTMLInputElement>('Scenario name').value).toBe('');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Description/).value).toBe('');
  });

  it('keeps what was typed when cancelled', async () => {
    const user = renderPanel();
    await screen.findByText('2 of 10 saved');
    await user.click(screen.getByRole('button', { name: 'Save scenario' }));
    await user.type(screen.getByLabelText('Scenario name'), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Save scenario' }));
    expect(screen.getByLabelText<HTMLInputElement>('Scenario name').value).toBe('Draft');
  });

  it('shows the server’s refusal in the modal, else “Failed to save scenario”', async () => {
    api.scenarios.create.mockRejectedValueOnce(
      new ConflictError({
        message: 'A scenario with this name already exists',
        code: 'CONFLICT',
        status: 409,
      }),
    );
    api.scenarios.create.mockRejectedValueOnce(new Error('boom'));
    const user = renderPanel();
    await screen.findByText('2 of 10 saved');
    await user.click(screen.getByRole('button', { name: 'Save scenario' }));
    const dialog = screen.getByRole('dialog', { name: 'Save scenario' });
    await user.type(within(dialog).getByLabelText('Scenario name'), 'Stack the Bills');
    await user.click(within(dialog).getByRole('button', { name: 'Save scenario' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A scenario with this name already exists',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save scenario' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Failed to save scenario'),
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});

describe('loading and deleting', () => {
  it('loads a confirmed scenario with the version seen and shows the notes of players moved', async () => {
    api.scenarios.load.mockResolvedValue({
      team: team({}, [], { version: 5 }),
      scenario: stack,
      notes: [
        {
          playerId: 'p-gone',
          playerName: 'Gone Guy',
          reason: 'notOnTeam',
          placedAt: null,
          message: 'Gone Guy is no longer on the team; his slot WR1 is left empty.',
        },
        {
          playerId: 'p-locked',
          playerName: 'Isaiah Lockett II',
          reason: 'locked',
          placedAt: 'QB',
          message: "Isaiah Lockett II's game has started (Sun 1:00 PM): he stays in QB for week 12.",
        },
      ],
    });
    const user = renderPanel();
    await screen.findByText('2 of 10 saved');
    await user.click(screen.getByRole('button', { name: 'Load Stack the Bills' }));
    const dialog = screen.getByRole('dialog', { name: 'Load scenario?' });
    expect(dialog.textContent).toContain('Your lineup and bench become “Stack the Bills” as saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Load scenario' }));
    expect(await screen.findByText('Scenario “Stack the Bills” loaded.')).toBeTruthy();
    expect(api.scenarios.load).toHaveBeenCalledWith('Sharks', 'stack', { expectedVersion: 4 });
    expect(screen.getByText('Gone Guy is no longer on the team; his slot WR1 is left empty.')).toBeTruthy();
    // A player kept where he stood by his kickoff is noted like the others.
    expect(
      screen.getByText("Isaiah Lockett II's game has started (Sun 1:00 PM): he stays in QB for week 12."),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The loaded team is the editor's at once.
    expect(queryClient.getQueryData(queryKeys.team('Sharks'))).toMatchObject({ team: { version: 5 } });
  });

  it('reloads the team and its week answers after a load, and shows a refusal', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    api.scenarios.load.mockRejectedValueOnce(
      new ConflictError({
        message: 'This team was changed elsewhere; reload it and try again',
        code: 'CONFLICT',
        status: 409,
      }),
    );
    api.scenarios.load.mockRejectedValueOnce(new Error('boom'));
    const user = renderPanel();
    await screen.findByText('2 of 10 saved');
    await user.click(screen.getByRole('button', { name: 'Load Safe floor' }));
    await user.click(screen.getByRole('button', { name: 'Load scenario' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This team was changed elsewhere; reload it and try again',
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.team('Sharks') });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.teamWeek.team('Sharks') });

    await user.click(screen.getByRole('button', { name: 'Load Safe floor' }));
    await user.click(screen.getByRole('button', { name: 'Load scenario' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to load scenario'));
  });

  it('deletes only once confirmed, and says when it failed', async () => {
    api.scenarios.delete.mockRejectedValueOnce(new Error('boom'));
    api.scenarios.delete.mockResolvedValueOnce({ deleted: true, id: 'safe' });
    const user = renderPanel();
    await screen.findByText('2 of 10 saved');
    await user.click(screen.getByRole('button', { name: 'Delete Safe floor' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete scenario?' });
    expect(dialog.textContent).toContain('Delete “Safe floor”? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.scenarios.delete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Safe floor' }));
    await user.click(screen.getByRole('button', { name: 'Delete scenario' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to delete scenario');

    api.scenarios.list.mockResolvedValue({ week: 3, scenarios: [stack] });
    await user.click(screen.getByRole('button', { name: 'Delete Safe floor' }));
    await user.click(screen.getByRole('button', { name: 'Delete scenario' }));
    expect(await screen.findByText('Scenario “Safe floor” deleted.')).toBeTruthy();
    expect(api.scenarios.delete).toHaveBeenLastCalledWith('Sharks', 'safe');
    expect(await screen.findByText('1 of 10 saved')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('What-if scenarios'));
  });

  it('offers no load or delete while a lineup change is on its way', async () => {
    renderPanel({ busy: true });
    await screen.findByText('2 of 10 saved');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Load Stack the Bills' }).disabled).toBe(
      true,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete Stack the Bills' }).disabled).toBe(
      true,
    );
  });
});
