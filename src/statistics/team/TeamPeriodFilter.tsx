import { useListContext } from 'react-admin';
import { periodOfFilter } from '../../dataProvider/team';
import { PeriodNavigator } from '../PeriodNavigator';

/** The team list's period (Monthly/Daily, previous/next), kept in the list's filter. */
export function TeamPeriodFilter() {
  const { filterValues, setFilters } = useListContext();
  return (
    <PeriodNavigator
      period={periodOfFilter(filterValues)}
      onChange={(period) => setFilters({ view: period.granularity, date: period.date }, {})}
    />
  );
}
