import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploads } from '../db/schema.js';
import { originOf } from '../lib/paging.js';
import { removeMediaFiles } from '../media/files.js';
import { readUploadForm } from '../media/uploadForm.js';
import { ChatError, sendMessage } from './messages.js';
import { messageBody } from './serialize.js';

/** POST /chat/image_upload (a multipart form, so registered with the upload routes). */
export async function chatImageUploadRoute(app: FastifyInstance) {
  const { db } = app.deps.database;
  const { mediaDir, uploadLimits } = app.deps.config;
  const ingest = { mediaDir, limits: uploadLimits };

  // The spec's chat image call: the form carries `image` (a file) or `imageId` (a stock image) and
  // the room; `token` and `upload_type` come from the legacy client and are not needed (the
  // session is in the Authorization header). The image is sent as a message in the room.
  app.post('/chat/image_upload', async (request, reply) => {
    const { fields, stored } = await readUploadForm(request, ['image'], ingest);
    const release = async () => {
      if (stored) await removeMediaFiles(mediaDir, [stored.file, stored.thumbnail]);
    };
    const roomId = fields.room_id ?? fields.roomId ?? '';
    const room = { room_id: roomId };
    if (!(await request.allowOperation(reply, 'Operation.chatImageUpload', room, release))) {
      return reply;
    }
    const stockImageId = fields.imageId ? Number(fields.imageId) : undefined;
    if (!stored && !stockImageId) {
      return reply.code(400).send({ errors: ['Send an image or an imageId.'] });
    }
    const user = request.requireUser();
    try {
      let uploadId: number | undefined;
      if (stored) {
        const [row] = await db
          .insert(uploads)
          .values({ ...stored, uploaderId: user.id })
          .returning();
        uploadId = row.id;
      }
      const sent = await sendMessage(
        app.deps.database,
        user,
        { roomId, kind: 'I', uploadId, stockImageId: uploadId ? undefined : stockImageId },
        app.deps.clock.now(),
        app.deps.metrics,
      );
      return reply.code(201).send(messageBody(originOf(request), sent, request.user));
    } catch (error) {
      if (error instanceof ChatError) {
        await db.delete(uploads).where(eq(uploads.file, stored?.file ?? ''));
        await release();
        return reply.code(error.status).send({ errors: error.errors });
      }
      throw error;
    }
  });
}
