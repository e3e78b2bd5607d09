/** Photo, story and moment grids: 4 per row on wide screens (spec section 9), fewer on narrow. */
export const mediaGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;
