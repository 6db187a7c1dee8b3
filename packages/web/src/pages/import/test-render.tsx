import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ContactWidget } from '../../contact/ContactWidget.js';
import ImportPage from './ImportPage.js';

/** Renders `/import` (at `path`, e.g. `/import?yahoo=connected`) as the app does, beside the contact widget. */
export function renderImport(path = '/import') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/import', element: <ImportPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* As in the app's layout, beside every page. */}
      <ContactWidget send={vi.fn().mockResolvedValue({})} prioritySupport={async () => false} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

/** A wizard step's heading (level 3), once it shows. */
export const findStep = (name: string | RegExp) => screen.findByRole('heading', { level: 3, name });
