import { shownNameOf } from '../../contract/rules/people';

/** A person as the wire names one: real users and moderators carry display_name, staff a fullName. */
export interface NamedOnWire {
  display_name?: string | null;
  fullName?: string | null;
  /** A queue entry's moderator carries its username where others carry a full name. */
  username?: string | null;
  email?: string | null;
}

/** The name a person shows (contract/rules/people `shownNameOf`), read from wire fields; '' for none. */
export const shownName = (person: NamedOnWire | null | undefined) =>
  person
    ? shownNameOf({
        displayName: person.display_name,
        fullName: person.fullName || person.username,
        email: person.email,
      })
    : '';
