import BriefingsIcon from '@mui/icons-material/CampaignRounded';
import { lazy } from 'react';
import type { Briefing } from '../../../contract/briefings';

// Each screen loads on first use: the rich-text editor (tiptap) stays out of every other screen.
const BriefingList = lazy(() => import('./BriefingList'));
const BriefingCreate = lazy(() => import('./BriefingCreate'));
const BriefingEdit = lazy(() => import('./BriefingEdit'));

/** /briefings, /briefings/create, /briefings/{id}: team briefings, written by admins. */
export default {
  list: BriefingList,
  create: BriefingCreate,
  edit: BriefingEdit,
  icon: BriefingsIcon,
  recordRepresentation: (briefing: Briefing) => briefing.title,
};
