/** What differs between the admin and worker screens (spec section 2). */
export type StaffKind = 'admins' | 'workers';

export const STAFF_KINDS = {
  admins: {
    maskVisible: 5,
    confirmDelete: 'app.staff.confirm_remove_admin',
    hasPasteAccess: false,
  },
  workers: {
    maskVisible: 3,
    confirmDelete: 'app.staff.confirm_remove_worker',
    hasPasteAccess: true,
  },
} as const;
