import SavedRepliesIcon from '@mui/icons-material/QuickreplyRounded';
import { lazy } from 'react';
import type { SavedReply } from '../../../contract/savedReplies';

// Each screen loads on first use, like the other resources outside the sign-in path.
const SavedReplyList = lazy(() => import('./SavedReplyList'));
const SavedReplyCreate = lazy(() => import('./SavedReplyCreate'));
const SavedReplyEdit = lazy(() => import('./SavedReplyEdit'));

/** /savedReplies: the caller's reply templates and the team's, inserted from the message box. */
export default {
  list: SavedReplyList,
  create: SavedReplyCreate,
  edit: SavedReplyEdit,
  icon: SavedRepliesIcon,
  recordRepresentation: (reply: SavedReply) => reply.title,
};
