import BriefingsIcon from '@mui/icons-material/CampaignRounded';
import { lazy } from 'react';
import type { MyBriefing } from '../../../contract/briefings';

const MyBriefingList = lazy(() => import('./MyBriefingList'));

/** /myBriefings: a staff member's team briefings, read or not, to read again. */
export default {
  list: MyBriefingList,
  icon: BriefingsIcon,
  recordRepresentation: (briefing: MyBriefing) => briefing.title,
};
