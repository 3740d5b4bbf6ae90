import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

/** train/trainInfo {id}: one training. */
export const trainingQuery = (id: number) => apiQuery('trainInfo', { id });

/** `id` null (a missing or malformed key in the URL): no call. */
export const useTraining = (id: number | null) => useQuery({ ...trainingQuery(id ?? 0), enabled: id !== null });
