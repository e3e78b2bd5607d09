import InvitationsIcon from '@mui/icons-material/InsertLinkRounded';
import { lazy } from 'react';
import type { InvitationEntry } from '../../../contract/invitations';

// Loaded on first use: an admin's screen, kept out of everyone else's load.
const InvitationList = lazy(() => import('./InvitationList'));

/** /invitations: every invitation link, its state, and revoking a pending one (admins). */
export default {
  list: InvitationList,
  icon: InvitationsIcon,
  recordRepresentation: (invitation: InvitationEntry) => invitation.email,
};
