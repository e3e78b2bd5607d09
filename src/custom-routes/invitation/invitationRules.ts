/** Spec section 5: the permissions and the generate button wait for an 8-character email. */
export const INVITATION_EMAIL_MIN = 8;

export interface Permissions {
  admin: boolean;
  chatAdmin: boolean;
}

/** Turning one permission on clears the other; turning it off leaves the other as it is. */
export function togglePermission(
  current: Permissions,
  which: keyof Permissions,
  on: boolean,
): Permissions {
  if (!on) return { ...current, [which]: false };
  return which === 'admin' ? { admin: true, chatAdmin: false } : { admin: false, chatAdmin: true };
}
