import type { FieldValues } from 'react-hook-form';
import {
  type StaffProfileRuleId,
  staffProfileRuleFailures,
} from '../../../contract/rules/staffProfile';
import type { StaffProfile } from '../../../contract/staff';
import type { ProfileUpdate } from '../../dataProvider/staffProfile';
import { STAFF_KINDS, type StaffKind } from './staffKinds';

/** The fields the worker/admin form validates, in the order of the messages (spec section 5). */
export type ProfileField = 'first_name' | 'last_name' | 'new_email' | 'language' | 'address';

export interface ProfileValues {
  first_name?: string | null;
  last_name?: string | null;
  /** Only when the email is being changed. */
  new_email?: string | null;
  changing_email?: boolean;
  language?: number[] | null;
  address?: string | null;
  location?: [number, number] | null;
}

/** The field each rule marks red; its message is `app.staff.rules.<rule id>`. */
const RULE_FIELDS = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'new_email',
  language: 'language',
  address: 'address',
} as const satisfies Record<StaffProfileRuleId, ProfileField>;

/** Every failed rule, in the spec's order; empty when the form may be sent. */
export function profileErrors(values: ProfileValues): { field: ProfileField; message: string }[] {
  const failures = staffProfileRuleFailures({
    first_name: values.first_name,
    last_name: values.last_name,
    // The email is checked only while it is being changed.
    ...(values.changing_email ? { email: values.new_email } : {}),
    language: values.language,
    address: values.address,
    location: values.location,
  });
  return failures.map((rule) => ({ field: RULE_FIELDS[rule], message: `app.staff.rules.${rule}` }));
}

/** The server sends pasteAccess only for workers: an admin opened under /workers/ has no switch. */
export const hasPasteAccess = (kind: StaffKind, record: StaffProfile | undefined) =>
  STAFF_KINDS[kind].hasPasteAccess && record?.pasteAccess !== undefined;

/** The values the mutation takes: the new email only when it was changed. */
export function profileUpdate(values: FieldValues, withPasteAccess: boolean): ProfileUpdate {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    ...(values.changing_email ? { email: values.new_email.trim() } : {}),
    language: values.language,
    about: values.about ?? '',
    ...(withPasteAccess
      ? { pasteAccess: Boolean(values.pasteAccess), chatAccess: Boolean(values.chatAccess) }
      : {}),
    address: values.address,
    location: values.location,
    city: values.city ?? null,
    country_code: values.country_code ?? null,
  };
}
