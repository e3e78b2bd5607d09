import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';

/** The shared stock library; `refetch` after a change. */
export function useStockImages(enabled = true) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useQuery({
    queryKey: ['stockImages'],
    queryFn: () => dataProvider.listStockImages(),
    enabled,
  });
}
