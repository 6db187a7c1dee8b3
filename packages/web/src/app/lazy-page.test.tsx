// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.js';

afterEach(cleanup);

/** A page module whose loading the test resolves by hand, counting the loads. */
function pageModule(text: string) {
  let resolve: () => void = () => {};
  const arrived = new Promise<void>((done) => {
    resolve = done;
  });
  const load = vi.fn(async () => {
    await arrived;
    return { default: ({ name }: { name: string }) => <h1>{`${text} ${name}`}</h1> };
  });
  return { load, arrive: () => resolve() };
}

describe('lazyPage', () => {
  it('renders a preloaded page at once, with its props, never showing the fallback', async () => {
    const { load, arrive } = pageModule('Team');
    const Page = lazyPage(load);
    const preloaded = Page.preload();
    arrive();
    await preloaded;
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page name="Sunday" />
      </Suspense>,
    );
    // Synchronously after the first render: no fallback was committed.
    expect(screen.getByRole('heading').textContent).toBe('Team Sunday');
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a preload, suspends like React.lazy and shows the page once its code arrives', async () => {
    const { load, arrive } = pageModule('Billing');
    const Page = lazyPage(load);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page name="plan" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => arrive());
    expect((await screen.findByRole('heading')).textContent).toBe('Billing plan');
  });
});

describe('preloadRoute', () => {
  it('loads the lazy layout and page the path renders, and only those; a failed load is not thrown', async () => {
    vi.resetModules();
    const loaded: string[] = [];
    vi.doMock('./QueryLayout.js', () => {
      loaded.push('QueryLayout');
      return { default: () => null };
    });
    vi.doMock('../pages/edit-team/EditTeamPage.js', () => {
      loaded.push('EditTeamPage');
      return { default: () => null };
    });
    vi.doMock('../pages/billing/BillingPage.js', () => {
      throw new Error('chunk failed');
    });
    const { preloadRoute } = await import('./routes.js');
    await preloadRoute('/edit-team/Sunday%2FFunday');
    expect(loaded.sort()).toEqual(['EditTeamPage', 'QueryLayout']);
    await expect(preloadRoute('/billing')).resolves.toBeUndefined();
    vi.doUnmock('./QueryLayout.js');
    vi.doUnmock('../pages/edit-team/EditTeamPage.js');
    vi.doUnmock('../pages/billing/BillingPage.js');
  });
});
