import AuditIcon from '@mui/icons-material/ManageHistoryRounded';
import { lazy } from 'react';

// Loaded on first use: a super admin's screen, kept out of everyone else's load.
const AuditList = lazy(() => import('./AuditList'));
const AuditShow = lazy(() => import('./AuditShow'));

/** /audit and /audit/{id}/show: the audit log (super admins). */
export default {
  list: AuditList,
  show: AuditShow,
  icon: AuditIcon,
};
