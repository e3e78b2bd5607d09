import ContactInboxIcon from '@mui/icons-material/MarkEmailUnreadRounded';
import { lazy } from 'react';
import type { ContactMessage } from '../../../contract/contactMessages';

// Loaded on first use: an admin's screens, kept out of everyone else's load.
const ContactMessageList = lazy(() => import('./ContactMessageList'));
const ContactMessageShow = lazy(() => import('./ContactMessageShow'));

/** /contactMessages and /contactMessages/{id}/show: the contact inbox (admins). */
export default {
  list: ContactMessageList,
  show: ContactMessageShow,
  icon: ContactInboxIcon,
  recordRepresentation: (message: ContactMessage) => message.name,
};
