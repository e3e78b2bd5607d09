/** A staff member's profile: an admin's or a worker's (REST). */
import type { Role } from './rules/roles.js';

/** GET /api/worker/{id}/ and the cards of /api/admin/ and /api/worker/. */
export interface StaffProfile {
  id: number;
  first_name: string;
  last_name: string;
  fullName: string;
  email: string;
  language_id_code: string | null;
  language: number[];
  about: string;
  /** Workers only. */
  pasteAccess?: boolean;
  /** Workers only: may work the chat queue (CHAT IN QUEUE). */
  chatAccess?: boolean;
  allow_manual_chat: boolean;
  address: string | null;
  location: [number, number] | null;
  city: string | null;
  zip_code: string | null;
  country_code: string | null;
  country: string | null;
  isOnline: boolean;
  user_last_seen: string | null;
  /** Stored age (displayed age = age + 17). */
  age: number | null;
  roles: Role[];
}
