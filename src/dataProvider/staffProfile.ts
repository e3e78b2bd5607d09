import type { StaffProfile } from '../../contract/rest';
import { graphqlCall } from '../lib/apollo';

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

const UPDATE_PROFILE = `
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
  }`;

/** Sends only the fields the form holds; the answer is the saved profile (REST shape). */
export async function updateProfile(id: number, data: ProfileUpdate): Promise<StaffProfile> {
  const result = await graphqlCall<{ updateProfile: StaffProfile }>(UPDATE_PROFILE, {
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
  return result.updateProfile;
}
