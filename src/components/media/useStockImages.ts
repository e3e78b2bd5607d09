import { useQuery } from '@tanstack/react-query';
import { listStockImages } from './stockCalls';

/** The shared stock library; `refetch` after a change. */
export function useStockImages(enabled = true) {
  return useQuery({ queryKey: ['stockImages'], queryFn: listStockImages, enabled });
}
