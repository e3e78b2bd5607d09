/** Photo, story and moment grids: 4 per row on wide screens (spec section 9), fewer on narrow. */
export const mediaGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

/** The stock library is a picker: smaller tiles, more per row. */
export const stockGridSx = {
  ...mediaGridSx,
  gap: 1,
  gridTemplateColumns: {
    xs: 'repeat(2, 1fr)',
    sm: 'repeat(4, 1fr)',
    md: 'repeat(6, 1fr)',
    lg: 'repeat(8, 1fr)',
  },
} as const;
