import type { ContactRequest } from '../../../contract/contactMessages.js';
import type { Db } from '../db/open.js';
import { contactMessages } from '../db/schema.js';

export async function saveContactMessage(db: Db, input: ContactRequest): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      message: input.message,
      invitationKey: input.invitation_key,
      finished: true,
    })
    .returning({ id: contactMessages.id });
  return row.id;
}
