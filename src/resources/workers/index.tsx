import WorkersIcon from '@mui/icons-material/SupportAgentRounded';
import { Route } from 'react-router-dom';
import type { StaffProfile } from '../../../contract/staff';
import { landingScreens } from '../../landingScreens';
import { lazyScreen } from '../../lib/lazyScreen';
import { StaffProfilePage } from '../staff/lazyStaffProfilePage';

const StaffList = lazyScreen(landingScreens.staffList);

/** /workers, /workers/edit/{id}, /workers/view/{id} (spec section 2). */
export default {
  list: () => <StaffList kind="workers" />,
  icon: WorkersIcon,
  recordRepresentation: (profile: StaffProfile) => profile.fullName,
  children: [
    <Route key="edit" path="edit/:id" element={<StaffProfilePage kind="workers" mode="edit" />} />,
    <Route key="view" path="view/:id" element={<StaffProfilePage kind="workers" mode="view" />} />,
  ],
};
