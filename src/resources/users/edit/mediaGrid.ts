/** Story and moment grids: 4 per row on wide screens (spec section 9), fewer on narrow ones. */
export const mediaGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

/** A story or moment with a future publishAt is scheduled (spec section 4). */
export function isScheduled(publishAt: string | null | undefined, now = Date.now()): boolean {
  if (!publishAt) return false;
  const time = new Date(publishAt).getTime();
  return !Number.isNaN(time) && time > now;
}
