import UsersIcon from '@mui/icons-material/PeopleAltRounded';
import { lazy } from 'react';
import { CanAccess } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import type { UserListItem } from '../../../contract/users';
import { ListingGuard } from '../../components/ListingGuard';
import { ListUnderDetail } from '../../components/list/ListUnderDetail';
import { landingScreens } from '../../landingScreens';
import { lazyScreen } from '../../lib/lazyScreen';
import { preloadable } from '../../lib/preloadable';

const UserList = lazyScreen(landingScreens.userList);

const UserCreate = lazy(() => import('./UserCreate'));
const loadUserEdit = preloadable(() => import('./edit/UserEdit'));
const UserEdit = lazyScreen(loadUserEdit);

const userList = (
  <ListingGuard resource="users">
    <UserList />
  </ListingGuard>
);

/** The list stays under a user's detail (components/list/ListUnderDetail). */
const UserListAndDetail = () => (
  <ListUnderDetail
    list={userList}
    detailPath="/users/edit/:id"
    preloadDetail={loadUserEdit}
    detail={(id) => (
      <ListingGuard resource="users" action="edit">
        <UserEdit id={id} />
      </ListingGuard>
    )}
  />
);

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
