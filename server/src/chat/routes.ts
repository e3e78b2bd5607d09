import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignChatRequest,
  chatParams,
  notesRequest,
  onlineRequest,
  sendRequest,
} from '../../../contract/chat.js';
import { idParams } from '../../../contract/wire.js';
import { users } from '../db/schema.js';
import { originOf } from '../lib/paging.js';
import { releaseChat, takeChat } from '../queue/assignment.js';
import { workerFlags } from '../settings/service.js';
import { sendMessage } from './messages.js';
import { markRead, saveNote } from './rooms.js';
import { messageBody } from './serialize.js';

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, clock } = app.deps;
  const { db } = database;

  // The spec's assignment call: "the moderator taking the room is told to the server".
  app.post(
    '/chat/assign-chat/',
    { schema: { body: assignChatRequest } },
    async (request, reply) => {
      const worker = request.requireUser();
      if (!(await workerFlags(db, worker.id)).chatAccess) {
        return reply.code(403).send({ detail: 'Your chat-queue permission is off.' });
      }
      const { room_id: roomId, isAssigned } = request.body;
      if (!isAssigned) {
        const released = await releaseChat(database, roomId, worker.id);
        return released
          ? { released: true }
          : reply.code(409).send({ errors: ['You do not hold this chat.'] });
      }
      const taken = await takeChat(database, roomId, worker.id, clock.now(), config.chatAnswerMs);
      if ('error' in taken) return reply.code(409).send({ errors: [taken.error] });
      return taken;
    },
  );

  // The spec's path has no slash between `fakeUsers` and the id.
  app.put(
    '/api/internal/fakeUsers:id/online',
    { schema: { params: idParams, body: onlineRequest } },
    async (request, reply) => {
      const online = request.body.online ?? request.body.isOnline ?? false;
      const [updated] = await db
        .update(users)
        .set({ isOnline: online })
        .where(and(eq(users.id, request.params.id), eq(users.isModerator, true)))
        .returning({ id: users.id, isOnline: users.isOnline });
      if (!updated) return reply.code(404).send({ detail: 'Given user is not found' });
      return updated;
    },
  );

  app.put(
    '/api/internal/chats/:id/notes',
    { schema: { params: chatParams, body: notesRequest } },
    async (request) =>
      saveNote(
        db,
        request.requireUser().id,
        request.params.id,
        request.body.notes,
        request.body.forRealUser,
        clock.now(),
      ),
  );

  app.put(
    '/api/internal/chats/:id/send',
    { schema: { params: chatParams, body: sendRequest } },
    // A ChatError is a Refusal: the error handler answers it.
    async (request) => {
      const { type, message, client_id: clientId } = request.body;
      const sent = await sendMessage(
        database,
        request.requireUser(),
        type === 'G'
          ? { roomId: request.params.id, kind: 'G', giftId: Number(message), clientId }
          : { roomId: request.params.id, kind: 'C', content: String(message), clientId },
        clock.now(),
        app.deps.metrics,
      );
      return messageBody(originOf(request), sent, request.user);
    },
  );

  app.put('/api/internal/chats/:id/read', { schema: { params: chatParams } }, async (request) => ({
    read: await markRead(db, request.requireUser(), request.params.id),
  }));
};
