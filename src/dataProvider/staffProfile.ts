import type { Role } from '../../contract/rules/roles';
import { ROLES } from '../../contract/rules/roles';
import type { StaffProfile } from '../../contract/staff';
import { graphql } from '../gql';
import type { UpdateProfileMutation } from '../gql/graphql';
import { gql } from './graphql';

/** The worker/admin profile form's fields, as the `updateProfile` mutation takes them. */
export interface ProfileUpdate {
  first_name?: string;
  last_name?: string;
  email?: string;
  language?: number[];
  about?: string;
  pasteAccess?: boolean;
  chatAccess?: boolean;
  allow_manual_chat?: boolean;
  address?: string | null;
  location?: [number, number] | null;
  city?: string | null;
  country_code?: string | null;
  zip_code?: string | null;
}

const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($id: ID!, $firstName: String, $lastName: String, $email: String,
    $language: [Int!], $about: String, $pasteAccess: Boolean, $chatAccess: Boolean,
    $allowManualChat: Boolean,
    $address: String, $location: [Float!], $city: String, $countryCode: String, $zipCode: String) {
    updateProfile(id: $id, firstName: $firstName, lastName: $lastName, email: $email,
      language: $language, about: $about, pasteAccess: $pasteAccess, chatAccess: $chatAccess,
      allowManualChat: $allowManualChat, address: $address, location: $location, city: $city,
      countryCode: $countryCode, zipCode: $zipCode) {
      id first_name last_name fullName email language_id_code language about pasteAccess chatAccess
      allow_manual_chat address location city zip_code country_code country isOnline
      user_last_seen age roles
    }
  }`);

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/**
 * The mutation's answer in the shape GET /api/worker/{id}/ gives: the worker-only flags are null
 * for an admin in GraphQL and absent in REST; a location is a [latitude, longitude] pair.
 */
function asStaffProfile({
  pasteAccess,
  chatAccess,
  location,
  roles,
  ...profile
}: UpdateProfileMutation['updateProfile']): StaffProfile {
  return {
    ...profile,
    ...(pasteAccess === null ? {} : { pasteAccess }),
    ...(chatAccess === null ? {} : { chatAccess }),
    location: location?.length === 2 ? [location[0], location[1]] : null,
    roles: roles.filter(isRole),
  };
}

/** Sends only the fields the form holds; the answer is the saved profile (REST shape). */
export async function updateProfile(id: number, data: ProfileUpdate): Promise<StaffProfile> {
  const result = await gql(UPDATE_PROFILE, {
    id: String(id),
    firstName: data.first_name,
    lastName: data.last_name,
    email: data.email,
    language: data.language,
    about: data.about,
    pasteAccess: data.pasteAccess,
    chatAccess: data.chatAccess,
    allowManualChat: data.allow_manual_chat,
    address: data.address,
    location: data.location,
    city: data.city,
    countryCode: data.country_code,
    zipCode: data.zip_code,
  });
  return asStaffProfile(result.updateProfile);
}
