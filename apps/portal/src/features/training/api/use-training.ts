import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

/** train/trainInfo {id}: one training. */
export const trainingQuery = (id: number) => apiQuery('trainInfo', { id });

export const useTraining = (id: number) => useQuery({ ...trainingQuery(id), enabled: id > 0 });
