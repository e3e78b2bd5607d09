import { EMAIL_VISIBLE } from '../../lib/mask';

/** What differs between the admin and worker screens (spec section 2). */
export type StaffKind = 'admins' | 'workers';

export const STAFF_KINDS = {
  admins: {
    /** How much of the email the profile form shows (spec section 2); cards show EMAIL_VISIBLE. */
    profileMaskVisible: 5,
    confirmDelete: 'app.staff.confirm_remove_admin',
    hasPasteAccess: false,
  },
  workers: {
    profileMaskVisible: EMAIL_VISIBLE,
    confirmDelete: 'app.staff.confirm_remove_worker',
    hasPasteAccess: true,
  },
} as const;
