import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { List, TopToolbar, useListContext, useTranslate } from 'react-admin';
import type { ModeratorCard as Card_ } from '../../../contract/moderators';
import { PagingBar } from '../../components/list/PagingBar';
import { SearchBox } from '../../components/list/SearchBox';
import { RoundAddButton } from '../../components/RoundAddButton';
import { useCardsPerRow } from '../staff/useCardsPerRow';
import { ModeratorCard } from './ModeratorCard';
import { ModeratorFilters } from './ModeratorFilters';

/** Moderators page by 28 (spec section 9). */
export const MODERATORS_PER_PAGE = 28;

function ModeratorCards() {
  const translate = useTranslate();
  const { data, isPending } = useListContext<Card_>();
  const columns = useCardsPerRow();
  if (!isPending && data?.length === 0) {
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        {translate('app.moderators.none')}
      </Typography>
    );
  }
  return (
    <Box
      data-testid="moderator-cards"
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
            <Skeleton key={slot} variant="rounded" height={260} aria-hidden />
          ))
        : data?.map((moderator) => <ModeratorCard key={moderator.id} moderator={moderator} />)}
    </Box>
  );
}

function ModeratorActions() {
  return (
    <TopToolbar sx={{ width: '100%', justifyContent: 'flex-start' }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <SearchBox />
        <ModeratorFilters />
      </Stack>
    </TopToolbar>
  );
}

/** /moderators: cards, search, 'Created by', 'Sort by', Collection Type, paging bar. */
export function ModeratorList() {
  const translate = useTranslate();
  return (
    <>
      <List
        resource="moderators"
        perPage={MODERATORS_PER_PAGE}
        sort={{ field: 'sign_up', order: 'DESC' }}
        actions={<ModeratorActions />}
        pagination={<PagingBar />}
        empty={false}
      >
        <ModeratorCards />
      </List>
      {/* Admins only (spec section 2). */}
      <RoundAddButton
        to="/create/moderator"
        label={translate('app.moderators.add')}
        resource="moderators"
        action="create"
      />
    </>
  );
}
