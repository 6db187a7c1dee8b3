// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateTeamForm, type CreateTeamFormProps } from './CreateTeamForm.js';

afterEach(cleanup);

function renderForm(props: Partial<CreateTeamFormProps> = {}) {
  const onCreate = vi.fn();
  render(
    <MemoryRouter>
      <CreateTeamForm onCreate={onCreate} pending={false} failure={null} {...props} />
    </MemoryRouter>,
  );
  return { onCreate, input: screen.getByLabelText('Team name') as HTMLInputElement };
}

describe('CreateTeamForm', () => {
  it("refuses a blank name with 'Team name is required' beside the field, and focuses it", async () => {
    const user = userEvent.setup();
    const { onCreate, input } = renderForm();
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(onCreate).not.toHaveBeenCalled();
    expect(screen.getByText('Team name is required')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('Team name is required').id);
    expect(document.activeElement).toBe(input);
  });

  it('clears the message once the name is edited, and sends the trimmed name', async () => {
    const user = userEvent.setup();
    const { onCreate, input } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(screen.getByText('Team name is required')).toBeTruthy();
    await user.type(input, '  Gridiron Gang  ');
    expect(screen.queryByText('Team name is required')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('false');
    await user.keyboard('{Enter}');
    expect(onCreate).toHaveBeenCalledExactlyOnceWith('Gridiron Gang', {
      scoring: { format: 'half-ppr' },
      mode: 'median',
    });
  });

  it('makes the team in the scoring and projection mode chosen (Half-PPR and median unless chosen)', async () => {
    const user = userEvent.setup();
    const { onCreate, input } = renderForm();
    const scoring = screen.getByLabelText<HTMLSelectElement>('Scoring');
    expect([...scoring.options].map((o) => o.textContent)).toEqual([
      'Standard',
      'Half-PPR',
      'PPR',
      'Custom…',
    ]);
    expect(scoring.value).toBe('half-ppr');
    const mode = screen.getByLabelText<HTMLSelectElement>('Projection mode');
    expect([...mode.options].map((o) => o.textContent)).toEqual(['Conservative', 'Median', 'Aggressive']);
    await user.selectOptions(scoring, 'PPR');
    await user.selectOptions(mode, 'Aggressive');
    await user.type(input, 'Gridiron Gang{Enter}');
    expect(onCreate).toHaveBeenCalledExactlyOnceWith('Gridiron Gang', {
      scoring: { format: 'ppr' },
      mode: 'aggressive',
    });
  });

  it('makes a team in custom scoring: the common settings checked before anything is sent', async () => {
    const user = userEvent.setup();
    const { onCreate, input } = renderForm();
    await user.type(input, 'Six Point Passers');
    await user.selectOptions(screen.getByLabelText('Scoring'), 'Custom…');
    const touchdowns = screen.getByLabelText('Points per passing TD');
    expect((touchdowns as HTMLInputElement).value).toBe('4');
    await user.clear(touchdowns);
    await user.type(touchdowns, '60');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(onCreate).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a number from −20 to 20')).toBeTruthy();
    expect(document.activeElement).toBe(touchdowns);
    await user.clear(touchdowns);
    await user.type(touchdowns, '6');
    const receptions = screen.getByLabelText('Points per reception');
    await user.clear(receptions);
    await user.type(receptions, '1');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(onCreate).toHaveBeenCalledOnce();
    const [name, settings] = onCreate.mock.calls[0] ?? [];
    expect(name).toBe('Six Point Passers');
    expect(settings.mode).toBe('median');
    expect(settings.scoring.format).toBe('custom');
    expect(settings.scoring.settings.passing.touchdowns).toBe(6);
    expect(settings.scoring.settings.receiving.receptions).toBe(1);
    // The rest as in Half-PPR.
    expect(settings.scoring.settings.passing.yards).toBe(0.04);
  });

  it('disables Create Team while a create is on its way', async () => {
    const user = userEvent.setup();
    const { onCreate, input } = renderForm({ pending: true });
    const button = screen.getByRole('button', { name: 'Creating…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.type(input, 'Gridiron Gang{Enter}');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("shows a limit refusal as an upgrade panel with the server's message", () => {
    renderForm({
      failure: { kind: 'upgrade', message: 'You have reached the limit for teams on the free plan' },
    });
    const panel = screen.getByRole('region', { name: 'Team limit reached' });
    expect(panel.textContent).toContain('You have reached the limit for teams on the free plan');
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/billing');
    expect(screen.getByRole('alert').textContent).toBe(
      'You have reached the limit for teams on the free plan',
    );
  });

  it('shows any other failure as an error, without the upgrade panel', () => {
    renderForm({ failure: { kind: 'error', message: 'Failed to create team' } });
    expect(screen.getByRole('alert').textContent).toBe('Failed to create team');
    expect(screen.queryByRole('region', { name: 'Team limit reached' })).toBeNull();
  });

  it('cancels back to the dashboard', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/dashboard');
  });
});
