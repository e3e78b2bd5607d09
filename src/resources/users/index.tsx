import UsersIcon from '@mui/icons-material/PeopleAltRounded';
import { Activity, lazy, useMemo } from 'react';
import { CanAccess } from 'react-admin';
import { Navigate, Route, useMatch } from 'react-router-dom';
import type { UserListItem } from '../../../contract/users';
import { ListingGuard } from '../../components/ListingGuard';
import { landingScreens } from '../../landingScreens';
import { lazyScreen } from '../../lib/lazyScreen';

const UserList = lazyScreen(landingScreens.userList);

const UserCreate = lazy(() => import('./UserCreate'));
const UserEdit = lazy(() => import('./edit/UserEdit'));

/**
 * /users and /users/edit/{id} on one route: the list stays mounted, hidden, under a user's detail,
 * so that going back shows it at once, as it was (its page, filters and scroll).
 */
function UserListAndDetail() {
  const detail = useMatch('/users/edit/:id');
  // The same element at every route change: React leaves the hidden list alone instead of
  // rendering it again.
  const list = useMemo(
    () => (
      <ListingGuard resource="users">
        <UserList />
      </ListingGuard>
    ),
    [],
  );
  return (
    <>
      <Activity mode={detail ? 'hidden' : 'visible'}>{list}</Activity>
      {detail && (
        <ListingGuard resource="users" action="edit">
          <UserEdit id={detail.params.id ?? ''} />
        </ListingGuard>
      )}
    </>
  );
}

/** The spec's routes: /users, /users/new/, /users/edit/{id}. */
export default {
  list: UserListAndDetail,
  icon: UsersIcon,
  recordRepresentation: (user: UserListItem) => user.display_name,
  children: [
    <Route
      key="new"
      path="new"
      element={
        <CanAccess resource="users" action="create" accessDenied={<Navigate to="/users" replace />}>
          <UserCreate />
        </CanAccess>
      }
    />,
  ],
};
