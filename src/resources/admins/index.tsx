import AdminIcon from '@mui/icons-material/AdminPanelSettingsRounded';
import { Route } from 'react-router-dom';
import type { StaffProfile } from '../../../contract/staff';
import { ListingGuard } from '../../components/ListingGuard';
import { landingScreens } from '../../landingScreens';
import { lazyScreen } from '../../lib/lazyScreen';
import { StaffProfilePage } from '../staff/lazyStaffProfilePage';

const StaffList = lazyScreen(landingScreens.staffList);

/** /admins, /admins/edit/{id}, /admins/view/{id} (spec section 2). */
export default {
  list: () => (
    <ListingGuard resource="admins">
      <StaffList kind="admins" />
    </ListingGuard>
  ),
  icon: AdminIcon,
  recordRepresentation: (profile: StaffProfile) => profile.fullName,
  children: [
    <Route
      key="edit"
      path="edit/:id"
      element={
        <ListingGuard resource="admins" action="show">
          <StaffProfilePage kind="admins" mode="edit" />
        </ListingGuard>
      }
    />,
    <Route
      key="view"
      path="view/:id"
      element={
        <ListingGuard resource="admins" action="show">
          <StaffProfilePage kind="admins" mode="view" />
        </ListingGuard>
      }
    />,
  ],
};
