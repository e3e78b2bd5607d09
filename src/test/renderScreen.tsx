import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  AdminContext,
  memoryStore,
  Notification,
  Resource,
  ResourceDefinitionContextProvider,
  type ResourceProps,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { Role } from '../../contract/rules/roles';
import { authProvider } from '../authProvider/authProvider';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { theme } from '../theme';
import { sessionFor } from './server';

type ResourceConfig = Omit<ResourceProps, 'name'>;

// The resources' lazily loaded screens, loaded with the test file rather than inside a test's wait
// (one after the other: Node cannot require() an ES module that a parallel import() is loading).
const lazilyLoaded = [
  () => import('../resources/users/UserCreate'),
  () => import('../resources/users/edit/UserEdit'),
  () => import('../resources/moderators/ModeratorEdit'),
];
for (const load of lazilyLoaded) await load();

/**
 * Renders the back-office's screens at `hash`, signed in with `role`: the given resources' routes
 * (the same configs the app registers) and any extra `routes`, inside react-admin's AdminContext
 * with the real providers (msw answers their calls), without the layout (menu, app bar, queue).
 */
export function renderScreen(
  hash: string,
  role: Role,
  resources: Record<string, ResourceConfig>,
  options: { routes?: ReactNode; checks?: { userListing: boolean; adminListing: boolean } } = {},
) {
  localStorage.setItem('backoffice.session', JSON.stringify(sessionFor(role, options.checks)));
  window.location.hash = hash;
  const entries = Object.entries(resources);
  const definitions = Object.fromEntries(
    entries.map(([name, config]) => [name, Resource.registerResource({ name, ...config })]),
  );
  return {
    user: userEvent.setup({ delay: null }),
    ...render(
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        store={memoryStore()}
      >
        <ResourceDefinitionContextProvider definitions={definitions}>
          <Routes>
            {entries.map(([name, config]) => (
              <Route
                key={name}
                path={`/${name}/*`}
                element={<Resource name={name} {...config} />}
              />
            ))}
            {options.routes}
          </Routes>
          <Notification />
        </ResourceDefinitionContextProvider>
      </AdminContext>,
    ),
  };
}
