import ModeratorsIcon from '@mui/icons-material/FaceRetouchingNaturalRounded';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { ModeratorCard } from '../../../contract/moderators';
import { landingScreens } from '../../landingScreens';
import { lazyScreen } from '../../lib/lazyScreen';

const ModeratorList = lazyScreen(landingScreens.moderatorList);

const ModeratorEdit = lazy(() => import('./ModeratorEdit'));

/** /moderators and /moderators/edit/{id} (spec section 2). */
export default {
  list: ModeratorList,
  icon: ModeratorsIcon,
  recordRepresentation: (moderator: ModeratorCard) => moderator.display_name,
  children: [<Route key="edit" path="edit/:id" element={<ModeratorEdit />} />],
};
