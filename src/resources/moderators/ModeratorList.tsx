import { Stack } from '@mui/material';
import { List, TopToolbar, useTranslate } from 'react-admin';
import type { ModeratorCard as ModeratorCardData } from '../../../contract/moderators';
import { CardGrid } from '../../components/list/CardGrid';
import { PagingBar } from '../../components/list/PagingBar';
import { SearchBox } from '../../components/list/SearchBox';
import { RoundAddButton } from '../../components/RoundAddButton';
import { ModeratorCard } from './ModeratorCard';
import { ModeratorFilters } from './ModeratorFilters';

/** Moderators page by 28 (spec section 9). */
export const MODERATORS_PER_PAGE = 28;

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
        // In the store, not the URL: a reload clears the filters (src/lib/store.ts).
        disableSyncWithLocation
        storeKey="moderators.listParams"
        sort={{ field: 'sign_up', order: 'DESC' }}
        actions={<ModeratorActions />}
        pagination={<PagingBar />}
        empty={false}
      >
        <CardGrid<ModeratorCardData>
          testId="moderator-cards"
          empty="app.moderators.none"
          placeholderHeight={260}
          renderCard={(moderator) => <ModeratorCard key={moderator.id} moderator={moderator} />}
        />
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
