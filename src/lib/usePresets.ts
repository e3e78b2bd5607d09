import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../dataProvider';

/** GET /api/ : the presets (labels of every preset id), loaded once per session. */
export function usePresets() {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useQuery({
    queryKey: ['presets'],
    queryFn: () => dataProvider.getPresets(),
    staleTime: Infinity,
  });
}
