import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { MODERATOR_COLLECTIONS } from '../../../contract/rules/moderatorCollections';
import type { BackOfficeDataProvider } from '../../dataProvider';

const ALL = '';

/** 'Sort by' choices: a react-admin sort each. */
const SORTS = {
  newest: { field: 'sign_up', order: 'DESC' },
  name: { field: 'display_name', order: 'ASC' },
  youngest: { field: 'age', order: 'ASC' },
  oldest: { field: 'age', order: 'DESC' },
} as const;
type SortKey = keyof typeof SORTS;

function useAdmins() {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useQuery({
    queryKey: ['usersAdmins'],
    queryFn: () => dataProvider.adminNames(),
    staleTime: 60_000,
  });
}

/** 'Created by', 'Sort by' and Collection Type (spec section 2 "Moderator list"). */
export function ModeratorFilters() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters, sort, setSort } = useListContext();
  const { data: admins = [] } = useAdmins();
  const setFilter = (name: string) => (event: ChangeEvent<HTMLInputElement>) => {
    const { [name]: _previous, ...others } = filterValues;
    const value = event.target.value;
    setFilters(value === ALL ? others : { ...others, [name]: value }, displayedFilters);
  };
  const sortKey =
    (Object.entries(SORTS).find(
      ([, value]) => value.field === sort.field && value.order === sort.order,
    )?.[0] as SortKey | undefined) ?? 'newest';
  const select = { select: true, sx: { minWidth: 180 } };
  return (
    <>
      <TextField
        {...select}
        label={translate('app.moderators.filters.created_by')}
        value={String(filterValues.created_by ?? ALL)}
        onChange={setFilter('created_by')}
      >
        <MenuItem value={ALL}>{translate('app.moderators.filters.anyone')}</MenuItem>
        {admins.map((admin) => (
          <MenuItem key={admin.id} value={String(admin.id)}>
            {admin.fullName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label={translate('app.moderators.filters.sort_by')}
        value={sortKey}
        onChange={(event) => setSort({ ...SORTS[event.target.value as SortKey] })}
      >
        {Object.keys(SORTS).map((key) => (
          <MenuItem key={key} value={key}>
            {translate(`app.moderators.filters.sorts.${key}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label={translate('app.moderators.filters.collection')}
        value={String(filterValues.collection ?? ALL)}
        onChange={setFilter('collection')}
      >
        <MenuItem value={ALL}>{translate('app.moderators.filters.collections.all')}</MenuItem>
        {MODERATOR_COLLECTIONS.map((collection) => (
          <MenuItem key={collection} value={collection}>
            {translate(`app.moderators.filters.collections.${collection}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
