import type { FastifyRequest } from 'fastify';
import { originOf } from '../lib/paging.js';
import type { MediaSigner } from './signing.js';
import { mediaUrl } from './urls.js';

interface LinkOf {
  (name: string): string;
  (name: string | null): string | null;
}

/** How an answer names media: open files plainly, private ones through a short-lived signature. */
export interface MediaLinks {
  origin: string;
  open: LinkOf;
  signed: LinkOf;
}

export function mediaLinks(origin: string, signer: MediaSigner, now: Date): MediaLinks {
  function open(name: string): string;
  function open(name: string | null): string | null;
  function open(name: string | null) {
    return mediaUrl(origin, name);
  }
  function signed(name: string): string;
  function signed(name: string | null): string | null;
  function signed(name: string | null) {
    const url = mediaUrl(origin, name);
    if (!url || !name || url === name) return url; // none, or stored elsewhere (absolute URL)
    const { exp, sig } = signer.sign(name, now);
    return `${url}?exp=${exp}&sig=${sig}`;
  }
  return { origin, open, signed };
}

export function mediaLinksOf(request: FastifyRequest): MediaLinks {
  const { mediaSigner, clock } = request.server.deps;
  return mediaLinks(originOf(request), mediaSigner, clock.now());
}

/** A photo's file and thumbnail URLs: private photos are signed, public ones are not. */
export function photoUrls(
  links: MediaLinks,
  photo: { file: string; thumbnail: string | null; type: 'PUBLIC' | 'PRIVATE' },
) {
  const link = photo.type === 'PRIVATE' ? links.signed : links.open;
  return { file_url: link(photo.file), thumbnail_url: link(photo.thumbnail) };
}
