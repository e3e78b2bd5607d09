import { fullNameOf, shownNameOf } from '../../../contract/rules/people.js';

export { fullNameOf, shownNameOf };

interface Named {
  firstName: string;
  lastName: string;
}

/** The name a person shows: the display name, else the full name (an empty one falls back too). */
export const displayNameOf = (person: Named & { displayName: string | null }) =>
  shownNameOf({ displayName: person.displayName, fullName: fullNameOf(person) });

/** A staff member's name as the back-office shows it: the full name, else the email. */
export const staffNameOf = (person: Named & { email: string }) =>
  shownNameOf({ fullName: fullNameOf(person), email: person.email });

/** A left-joined staff account's name: null when the join found none (the account is gone). */
export const joinedStaffNameOf = (
  person: { firstName: string | null; lastName: string | null; email: string | null } | null,
) =>
  person?.email
    ? staffNameOf({
        firstName: person.firstName ?? '',
        lastName: person.lastName ?? '',
        email: person.email,
      })
    : null;
