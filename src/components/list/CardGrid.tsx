import { Box, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, useListContext, useTranslate } from 'react-admin';
import { useCardsPerRow } from './useCardsPerRow';

/**
 * The list's page as a grid of cards, as many per row as the window holds (spec section 2);
 * two rows of placeholders while the first page loads, not an empty strip.
 */
export function CardGrid<RecordType extends RaRecord>({
  testId,
  empty,
  placeholderHeight,
  renderCard,
}: {
  testId: string;
  /** The i18n key of the line shown when the page has no record. */
  empty: string;
  placeholderHeight: number;
  renderCard: (record: RecordType) => ReactNode;
}) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<RecordType>();
  const columns = useCardsPerRow();
  if (!isPending && data?.length === 0) {
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        {translate(empty)}
      </Typography>
    );
  }
  return (
    <Box
      data-testid={testId}
      aria-busy={isPending}
      sx={{
        display: 'grid',
        gap: 2,
        p: 2,
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      }}
    >
      {isPending
        ? Array.from({ length: columns * 2 }, (_, slot) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
            <Skeleton key={slot} variant="rounded" height={placeholderHeight} aria-hidden />
          ))
        : data?.map(renderCard)}
    </Box>
  );
}
