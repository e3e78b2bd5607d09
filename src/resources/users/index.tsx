import UsersIcon from '@mui/icons-material/PeopleAltRounded';
import { lazy } from 'react';
import { CanAccess } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import type { UserListItem } from '../../../contract/users';
import { ListingGuard } from '../../components/ListingGuard';
import { landingScreens } from '../../landingScreens';
import { lazyScreen } from '../../lib/lazyScreen';

const UserList = lazyScreen(landingScreens.userList);

const UserCreate = lazy(() => import('./UserCreate'));
const UserEdit = lazy(() => import('./edit/UserEdit'));

/** The spec's routes: /users, /users/new/, /users/edit/{id}. */
export default {
  list: () => (
    <ListingGuard resource="users">
      <UserList />
    </ListingGuard>
  ),
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
    <Route
      key="edit"
      path="edit/:id"
      element={
        <ListingGuard resource="users" action="edit">
          <UserEdit />
        </ListingGuard>
      }
    />,
  ],
};
