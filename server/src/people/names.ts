interface Named {
  firstName: string;
  lastName: string;
}

/** First and last name, as the `fullName` and `name` fields carry it. */
export const fullNameOf = (person: Named) => `${person.firstName} ${person.lastName}`.trim();

/** The name a person shows: the display name, else the full name (an empty one falls back too). */
export const displayNameOf = (person: Named & { displayName: string | null }) =>
  person.displayName || fullNameOf(person);

/** A staff member's name as the back-office shows it: the full name, else the email. */
export const staffNameOf = (person: Named & { email: string }) =>
  fullNameOf(person) || person.email;

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
