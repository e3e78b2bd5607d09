/**
 * The contact inbox (REST): admins read what visitors sent through the contact-us form and mark
 * each message handled (or open again). Shared by the server (validation) and the back-office.
 */
import { z } from 'zod';
import { decimal, int4 } from './wire.js';

/** POST /api/contact-us/ */
export const contactRequest = z.object({
  name: z.string().trim().min(1),
  email: z.string().trim().min(1),
  message: z.string().trim().min(1),
  invitation_key: z.string().optional(),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const CONTACT_STATUSES = ['open', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_MESSAGES = { notFound: 'No such contact message.' } as const;

/** One message as GET /api/contact-messages/ and GET /api/contact-messages/{id}/ answer it. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: string;
  status: ContactStatus;
  handled_at: string | null;
  /** Who marked it handled; null while open or once their account is gone. */
  handled_by_id: number | null;
  handled_by_name: string | null;
}

/** limit/offset paging, newest first; `status` keeps the open or the handled ones. */
export const contactListQuery = z.object({
  limit: decimal(int4().min(1).max(100)).default(25),
  offset: decimal(int4().min(0)).default(0),
  status: z.enum(CONTACT_STATUSES).optional(),
});
export type ContactListQuery = z.output<typeof contactListQuery>;

/** PATCH /api/contact-messages/{id}/: handled, or back to open. */
export const contactStatusRequest = z.object({ status: z.enum(CONTACT_STATUSES) }).strict();
export type ContactStatusRequest = z.output<typeof contactStatusRequest>;
