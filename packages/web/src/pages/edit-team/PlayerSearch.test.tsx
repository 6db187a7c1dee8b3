// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerSearch } from './PlayerSearch.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PlayerSearch', () => {
  it('is labelled, shows the hint below 2 characters and does not search', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PlayerSearch playerIds={new Set()} benchFull={false} busy={false} onAdd={vi.fn()} />
      </QueryClientProvider>,
    );
    const input = screen.getByLabelText('Search players');
    expect(screen.getByRole('status').textContent).toBe('Type at least 2 characters to search');
    await user.type(input, 'a');
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(screen.getByRole('status').textContent).toBe('Type at least 2 characters to search');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
