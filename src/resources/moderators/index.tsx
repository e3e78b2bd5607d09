import ModeratorsIcon from '@mui/icons-material/FaceRetouchingNaturalRounded';
import { lazy } from 'react';
import type { ModeratorCard } from '../../../contract/moderators';
import { ListUnderDetail } from '../../components/list/ListUnderDetail';
import { landingScreens } from '../../landingScreens';
import { lazyScreen } from '../../lib/lazyScreen';

const ModeratorList = lazyScreen(landingScreens.moderatorList);

const ModeratorEdit = lazy(() => import('./ModeratorEdit'));

const moderatorList = <ModeratorList />;

/** /moderators and /moderators/edit/{id} (spec section 2): the list stays under a profile. */
export default {
  list: () => (
    <ListUnderDetail
      list={moderatorList}
      detailPath="/moderators/edit/:id"
      detail={(id) => <ModeratorEdit id={id} />}
    />
  ),
  icon: ModeratorsIcon,
  recordRepresentation: (moderator: ModeratorCard) => moderator.display_name,
};
