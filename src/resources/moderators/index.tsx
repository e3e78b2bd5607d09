import ModeratorsIcon from '@mui/icons-material/FaceRetouchingNaturalRounded';
import type { ModeratorCard } from '../../../contract/moderators';
import { ListUnderDetail } from '../../components/list/ListUnderDetail';
import { landingScreens } from '../../landingScreens';
import { lazyScreen } from '../../lib/lazyScreen';
import { preloadable } from '../../lib/preloadable';

const ModeratorList = lazyScreen(landingScreens.moderatorList);

const loadModeratorEdit = preloadable(() => import('./ModeratorEdit'));
const ModeratorEdit = lazyScreen(loadModeratorEdit);

const moderatorList = <ModeratorList />;

/** /moderators and /moderators/edit/{id} (spec section 2): the list stays under a profile. */
export default {
  list: () => (
    <ListUnderDetail
      list={moderatorList}
      detailPath="/moderators/edit/:id"
      preloadDetail={loadModeratorEdit}
      detail={(id) => <ModeratorEdit id={id} />}
    />
  ),
  icon: ModeratorsIcon,
  recordRepresentation: (moderator: ModeratorCard) => moderator.display_name,
};
