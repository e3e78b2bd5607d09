import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authProvider } from '../authProvider/authProvider';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';

/**
 * Test helper: renders a part of the chat at `path` inside react-admin's AdminContext with the
 * real providers (msw answers their calls); a chat taken from the queue lands on a stand-in
 * /dashboard.
 */
export function renderWith(ui: React.ReactElement, path = '/') {
  return {
    user: userEvent.setup(),
    ...render(
      <MemoryRouter initialEntries={[path]}>
        <AdminContext
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
        >
          <Routes>
            <Route path="/" element={ui} />
            <Route path="/pendingChats" element={ui} />
            <Route path="/dashboard" element={<p>The workspace</p>} />
          </Routes>
          <Notification />
        </AdminContext>
      </MemoryRouter>,
    ),
  };
}
