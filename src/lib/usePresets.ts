import { useQuery } from '@tanstack/react-query';
import type { Presets } from '../../contract/rest';
import { apiFetch } from './api';

/** GET /api/ : the presets (labels of every preset id), loaded once per session. */
export function usePresets() {
  return useQuery({
    queryKey: ['presets'],
    queryFn: () => apiFetch<Presets>('/api/'),
    staleTime: Infinity,
  });
}
