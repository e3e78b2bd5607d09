import type { ModeratorCard } from '../../contract/moderators';
import type { PasswordResetLink } from '../../contract/passwordReset';
import type { SystemSnapshot } from '../../contract/system';
import { graphql } from '../gql';
import { apiFetch } from '../lib/api';
import { gql } from './graphql';

/**
 * Staff work that is not a resource's CRUD: password resets, the caller's own password, the
 * system page, the admins who create moderators, a worker's fake users. Errors stay `ApiError`s
 * (the screens read their status and body).
 */
export const staffMethods = {
  /** POST /api/worker/{id}/password-reset/: a one-time link, shown once. */
  issuePasswordReset: (id: number) =>
    apiFetch<PasswordResetLink>(`/api/worker/${id}/password-reset/`, { method: 'POST' }),
  /** POST /api/auth/password/: the caller's own password, the current one asked. */
  changeOwnPassword: (values: Record<string, string | undefined>) =>
    apiFetch('/api/auth/password/', { method: 'POST', json: values }),
  /** GET /api/system/: this server's figures (404 when the system page is off). */
  systemSnapshot: () => apiFetch<SystemSnapshot>('/api/system/'),
  /** The admins a moderator may be created by (the moderator list's filter). */
  adminNames: async () =>
    (await gql(graphql(`query Admins { usersAdmins { id fullName } }`))).usersAdmins,
  /** GET /api/moderator/user/{workerId}/: the fake users a worker works. */
  workerFakeUsers: (workerId: number) =>
    apiFetch<{ fake_users: ModeratorCard[] }>(`/api/moderator/user/${workerId}/`),
};
