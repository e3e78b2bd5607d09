import BlockIcon from '@mui/icons-material/BlockRounded';
import WcIcon from '@mui/icons-material/WcRounded';
import WifiIcon from '@mui/icons-material/WifiRounded';
import { Card, CardContent, Stack } from '@mui/material';
import { useMemo } from 'react';
import {
  AutocompleteInput,
  FilterList,
  FilterListItem,
  FilterLiveForm,
  NumberInput,
  SelectInput,
  useTranslate,
} from 'react-admin';
import { DAY_BUCKETS, HOUR_BUCKETS } from '../../dataProvider/userListQuery';
import { AfterFirstData } from '../../lib/afterFirstData';
import { usePresets } from '../../lib/usePresets';

/**
 * Options of the last-seen and join-date selects (spec section 9), with translated names: the
 * same array while the language is (each of the form's renders translated all 30 again).
 */
function usePeriodChoices() {
  const translate = useTranslate();
  return useMemo(
    () => [
      ...HOUR_BUCKETS.map((id, i) => ({
        id,
        name: translate('app.users.filters.within_hours', { smart_count: i + 1 }),
      })),
      ...DAY_BUCKETS.map((id) => ({ id, name: translate(`app.users.filters.${id}`) })),
    ],
    [translate],
  );
}

/**
 * The real-user list's filters: gender, online, blocked, last seen, join date, age range, country.
 * The card takes its room at once, so that the list does not move; the filters fill it after the
 * first rows (lib/afterFirstData).
 */
export function UserFilterSidebar() {
  return (
    <Card
      sx={{
        order: -1,
        mr: { xs: 0, md: 2 },
        mt: 2,
        width: { xs: 'auto', md: 260 },
        flexShrink: 0,
        alignSelf: { xs: 'stretch', md: 'flex-start' },
      }}
    >
      <AfterFirstData>
        <UserFilters />
      </AfterFirstData>
    </Card>
  );
}

function UserFilters() {
  const { data: presets } = usePresets();
  const periods = usePeriodChoices();
  return (
    <CardContent>
      <FilterList label="app.users.filters.gender" icon={<WcIcon />}>
        <FilterListItem label="app.users.filters.male" value={{ gender: 1 }} />
        <FilterListItem label="app.users.filters.female" value={{ gender: 2 }} />
        <FilterListItem label="app.users.filters.both" value={{ gender: 3 }} />
      </FilterList>
      <FilterList label="app.users.filters.online" icon={<WifiIcon />}>
        <FilterListItem label="app.users.online" value={{ s_online: true }} />
        <FilterListItem label="app.users.offline" value={{ s_online: false }} />
      </FilterList>
      <FilterList label="app.users.filters.blocked" icon={<BlockIcon />}>
        <FilterListItem label="app.users.blocked" value={{ is_blocked: true }} />
        <FilterListItem label="app.users.filters.not_blocked" value={{ is_blocked: false }} />
      </FilterList>
      <FilterLiveForm debounce={300}>
        {/* The inputs share the card's width (on a phone, the screen's). */}
        <Stack sx={{ px: 1, '& .MuiFormControl-root': { width: '100%', minWidth: 0 } }}>
          <SelectInput
            source="last_seen"
            label="app.users.filters.last_seen"
            choices={periods}
            emptyText="app.users.filters.any_time"
            helperText={false}
          />
          <SelectInput
            source="join_date"
            label="app.users.filters.join_date"
            choices={periods}
            emptyText="app.users.filters.any_time"
            helperText={false}
          />
          <Stack direction="row" spacing={1}>
            <NumberInput
              source="age_min"
              label="app.users.filters.age_from"
              min={18}
              max={99}
              helperText={false}
            />
            <NumberInput
              source="age_max"
              label="app.users.filters.age_to"
              min={18}
              max={99}
              helperText={false}
            />
          </Stack>
          <AutocompleteInput
            source="country"
            label="app.users.filters.country"
            choices={presets?.countries ?? []}
            optionText="name"
            helperText={false}
          />
        </Stack>
      </FilterLiveForm>
    </CardContent>
  );
}
