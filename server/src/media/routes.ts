import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UploadedMedia } from '../../../contract/media.js';
import { idParam, idParams, int4 } from '../../../contract/wire.js';
import { uploads } from '../db/schema.js';
import { removeMediaFiles } from './files.js';
import { mediaLinksOf } from './links.js';
import { addPhoto, copyStockImage, deletePhoto, findPerson, type PhotoType } from './photos.js';
import { photoBody } from './serialize.js';
import { readUploadForm } from './uploadForm.js';

const USER_NOT_FOUND = 'Given user is not found';
const photoId = idParam;
/** In a JSON body the photo id may also come as a number. */
const bodyPhotoId = z.union([int4().min(1), idParam]);
const photoFields = z.object({
  type: z.enum(['PUBLIC', 'PRIVATE']).default('PUBLIC'),
  stock_image_id: photoId.optional(),
});

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { mediaDir, uploadLimits } = app.deps.config;
  const ingest = { mediaDir, limits: uploadLimits };

  app.post('/api/media/upload/', async (request, reply) => {
    const { stored } = await readUploadForm(request, ['file'], ingest);
    if (!stored) return reply.code(400).send({ errors: ['Send a file in the field file.'] });
    const [row] = await db
      .insert(uploads)
      .values({ ...stored, uploaderId: request.requireUser().id })
      .returning();
    // Pending uploads open by signed links only: one may become a private photo.
    const links = mediaLinksOf(request);
    const body: UploadedMedia = {
      id: row.id,
      file: row.file,
      file_url: links.signed(row.file),
      thumbnail_url: links.signed(row.thumbnail),
      kind: row.kind,
    };
    return reply.code(201).send(body);
  });

  app.post('/api/user/:id/photo/', { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    if (!(await findPerson(db, id))) return reply.code(404).send({ detail: USER_NOT_FOUND });
    let { fields, stored } = await readUploadForm(request, ['photo'], ingest);
    try {
      const parsed = photoFields.safeParse(fields);
      if (!parsed.success) {
        return reply.code(400).send({ errors: parsed.error.issues.map((i) => i.message) });
      }
      const { type, stock_image_id } = parsed.data;
      if (Boolean(stored) === (stock_image_id !== undefined)) {
        return reply.code(400).send({ errors: ['Send either a photo or a stock_image_id.'] });
      }
      if (!stored && stock_image_id !== undefined) {
        stored = await copyStockImage(db, mediaDir, stock_image_id);
        if (!stored) return reply.code(400).send({ errors: ['No such stock image.'] });
      }
      if (!stored) throw new Error('unreachable: a photo or a stock copy is stored by now');
      const photo = await addPhoto(db, id, stored, type as PhotoType, request.requireUser().id);
      stored = null; // the row owns the files now
      return reply.code(201).send(photoBody(mediaLinksOf(request), photo));
    } finally {
      // Refused after storing (bad fields, both sources): nothing may stay on disk.
      if (stored) await removeMediaFiles(mediaDir, [stored.file, stored.thumbnail]);
    }
  });

  app.delete(
    '/api/user/:id/photo/',
    {
      schema: {
        params: idParams,
        querystring: z.object({ id: photoId.optional() }),
        body: z.object({ id: bodyPhotoId }).nullish(),
      },
    },
    async (request, reply) => {
      const target = request.query.id ?? request.body?.id;
      if (target === undefined) return reply.code(400).send({ id: ['The photo id is required.'] });
      if (!(await findPerson(db, request.params.id))) {
        return reply.code(404).send({ detail: USER_NOT_FOUND });
      }
      if (!(await deletePhoto(db, mediaDir, request.params.id, target))) {
        return reply.code(404).send({ detail: 'Given photo is not found' });
      }
      return reply.code(204).send();
    },
  );
};
