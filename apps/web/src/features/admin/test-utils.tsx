import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TestProviders } from '@/testing/providers';
import { createQueryClient } from '@/lib/query-client';
import { AdminApp } from './components/admin-app';

/** A console list answer holding `list` as its only page. */
export const page = <T,>(list: T[]) => ({ list, total: list.length, page: 1, pageSize: 20 });

/** `/admin/me` of an admin. */
export const adminMe = () => ({ userId: 'ad', nickname: '管理员', role: 'admin' });

/** Mounts the whole console at `path`, with the providers the app gives it. */
export function renderConsoleAt(path: string) {
  const router = createMemoryRouter([{ path: '/admin/*', element: <AdminApp /> }], { initialEntries: [path] });
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
