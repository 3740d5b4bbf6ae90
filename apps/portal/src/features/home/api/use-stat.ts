import { useQuery } from '@tanstack/react-query';
import { statQuery } from '@ws/api-sdk';

/** home/statInfo: enterprise count and total visits. */
export const homeStatQuery = () => statQuery();

export const useHomeStat = () => useQuery(homeStatQuery());
