import { combineDataProviders, type DataProvider, type RaRecord } from 'react-admin';
import type { UnreadBriefing } from '../../contract/briefings';
import type { ContactMessage, ContactStatus } from '../../contract/contactMessages';
import type { GeocodeResult } from '../../contract/geocode';
import type {
  InvitationEntry,
  InvitationRequest,
  InvitationResponse,
} from '../../contract/invitations';
import type { Presets } from '../../contract/presets';
import type { StaffProfile } from '../../contract/staff';
import type { ExportTicket, UserDetail } from '../../contract/users';
import type { Page } from '../../contract/wire';
import { graphql } from '../gql';
import { apiFetch } from '../lib/api';
import { auditQueryOf } from './auditQuery';
import { chatMethods } from './chat';
import { draftMethods } from './drafts';
import { gql } from './graphql';
import { lazyProvider } from './lazyProvider';
import { call, limitOffsetProvider } from './limitOffset';
import { mediaMethods } from './media';
import { offerMethods } from './offers';
import { postMethods } from './posts';
import { staffMethods } from './staff';
import { type ProfileUpdate, updateProfile } from './staffProfile';
import { statisticsMethods } from './statistics';
import { USER_LIST_PATH, userListFilter } from './userListQuery';

const rest = limitOffsetProvider({
  users: {
    list: USER_LIST_PATH,
    one: (id) => `/api/user/${id}/`,
    create: '/api/user/',
    filter: (values) => userListFilter(values),
  },
  admins: {
    list: '/api/admin/',
    one: (id) => `/api/worker/${id}/`,
    remove: (id) => `/api/user/${id}`,
  },
  moderators: {
    list: '/api/moderator/',
    one: (id) => `/api/moderator/${id}/`,
    // A fake user's fields on POST /api/user/ create a moderator (spec section 7).
    create: '/api/user/',
  },
  workers: {
    list: '/api/worker/',
    one: (id) => `/api/worker/${id}/`,
    remove: (id) => `/api/internal/workers/${id}`,
  },
  briefings: {
    list: '/api/briefings/',
    one: (id) => `/api/briefings/${id}/`,
    create: '/api/briefings/',
  },
  // A staff member's own briefings, read or not (GET only).
  myBriefings: { list: '/api/briefings/mine/', one: (id) => `/api/briefings/${id}/` },
  savedReplies: {
    list: '/api/saved-replies/',
    one: (id) => `/api/saved-replies/${id}/`,
    create: '/api/saved-replies/',
  },
  invitations: {
    list: '/api/worker/invitations/',
    one: (id) => `/api/worker/invitations/${id}/`,
  },
  contactMessages: {
    list: '/api/contact-messages/',
    one: (id) => `/api/contact-messages/${id}/`,
  },
  audit: {
    list: '/api/audit/',
    one: (id) => `/api/audit/${id}/`,
    filter: auditQueryOf,
  },
  // The audit log's "who" filter: every staff member.
  auditActors: { list: '/api/audit/actors/', one: (id) => `/api/worker/${id}/` },
});

/** How many unread briefings the dashboard shows at once (the next ones follow as these are read). */
const UNREAD_SHOWN = 20;

/** Staff profiles are saved through the GraphQL `updateProfile` mutation (spec section 7). */
const staff: DataProvider = {
  ...rest,
  async update<R extends RaRecord>(
    _resource: string,
    params: { id: RaRecord['id']; data: Partial<R> },
  ) {
    const data = await call(() => updateProfile(Number(params.id), params.data as ProfileUpdate));
    return { data: data as unknown as R };
  },
};

const teamProvider = lazyProvider(async () => (await import('./team')).teamProvider);

const byResource = combineDataProviders((resource) => {
  if (resource === 'workerStatistics') return teamProvider;
  return resource === 'admins' || resource === 'workers' ? staff : rest;
});

/**
 * The back-office's data provider: CRUD routed by resource, plus typed methods for the calls that
 * are not CRUD (`useDataProvider<BackOfficeDataProvider>()`).
 */
export const dataProvider = {
  ...byResource,
  createInvitation: (body: InvitationRequest) =>
    call(() =>
      apiFetch<InvitationResponse>('/api/worker/invitation/', { method: 'POST', json: body }),
    ),
  /** POST /api/worker/invitations/{id}/revoke/: answers the invitation, now revoked. */
  revokeInvitation: (id: number) =>
    call(() =>
      apiFetch<InvitationEntry>(`/api/worker/invitations/${id}/revoke/`, { method: 'POST' }),
    ),
  /** PATCH /api/contact-messages/{id}/: handled, or open again; answers the message. */
  setContactStatus: (id: number, status: ContactStatus) =>
    call(() =>
      apiFetch<ContactMessage>(`/api/contact-messages/${id}/`, {
        method: 'PATCH',
        json: { status },
      }),
    ),
  /** How many contact messages nobody has handled yet (the menu's badge). */
  getOpenContactCount: () =>
    call(
      async () =>
        (await apiFetch<Page<ContactMessage>>('/api/contact-messages/?status=open&limit=1')).count,
    ),
  getQueueCount: () =>
    call(
      async () => (await gql(graphql(`query QueueCount { chatsInQueueCount }`))).chatsInQueueCount,
    ),
  /** PATCH /api/user/{id}/ with is_blocked; answers the updated user. */
  setUserBlocked: (id: number, isBlocked: boolean) =>
    call(() =>
      apiFetch<UserDetail>(`/api/user/${id}/`, {
        method: 'PATCH',
        json: { is_blocked: isBlocked },
      }),
    ),
  /** DELETE /api/user/{id}/reports/ (204). */
  removeUserReports: (id: number) =>
    call(() => apiFetch<null>(`/api/user/${id}/reports/`, { method: 'DELETE' })),
  /** A single-use, 60 s ticket for GET /internal/users.csv (the session key never goes in a URL). */
  createExportTicket: () =>
    call(() => apiFetch<ExportTicket>('/api/internal/export-ticket/', { method: 'POST' })),
  createAuditExportTicket: () =>
    call(() => apiFetch<ExportTicket>('/api/audit/export-ticket/', { method: 'POST' })),
  geocode: (query: string, signal?: AbortSignal) =>
    call(() =>
      apiFetch<GeocodeResult[]>(`/api/geocode/?q=${encodeURIComponent(query)}`, { signal }),
    ),
  getStaffProfile: (id: number) => call(() => apiFetch<StaffProfile>(`/api/worker/${id}/`)),
  /** GET /api/ : the labels of every preset id. */
  getPresets: () => call(() => apiFetch<Presets>('/api/')),
  /** A moderator's (GET /api/moderator/{id}/) or real user's (GET /api/user/{id}/) profile. */
  getProfile: <T>(kind: 'moderator' | 'user', id: number) =>
    call(() => apiFetch<T>(`/api/${kind}/${id}/`)),
  /** PUT /api/internal/fakeUsers{id}/online: a fake user shown online or offline. */
  setFakeUserOnline: (id: number, online: boolean) =>
    call(() =>
      apiFetch<{ id: number; isOnline: boolean }>(`/api/internal/fakeUsers${id}/online`, {
        method: 'PUT',
        json: { online },
      }),
    ),
  /** GET /api/briefings/unread/: the caller's unread team briefings, newest first. */
  getUnreadBriefings: () =>
    call(() => apiFetch<Page<UnreadBriefing>>(`/api/briefings/unread/?limit=${UNREAD_SHOWN}`)),
  /** POST /api/briefings/{id}/read/: read by the caller (again is harmless). */
  markBriefingRead: (id: number) =>
    call(() =>
      apiFetch<{ id: number; read: boolean }>(`/api/briefings/${id}/read/`, { method: 'POST' }),
    ),
  ...chatMethods,
  ...mediaMethods,
  ...offerMethods,
  ...postMethods,
  ...statisticsMethods,
  ...staffMethods,
  ...draftMethods,
};

export type BackOfficeDataProvider = typeof dataProvider;
