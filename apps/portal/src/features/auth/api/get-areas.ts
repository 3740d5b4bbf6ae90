// login/listarea {parent_name, pageSize 99}: the cities of Guangdong (parent 440000) and the districts
// of a city (parent = the city's code). Nothing is asked until a parent is chosen.
import { useQuery } from '@tanstack/react-query';
import { areasQuery } from '@ws/api-sdk';

export const useAreas = (parentCode: string | null) =>
  useQuery({ ...areasQuery(Number(parentCode ?? 0)), enabled: parentCode !== null && parentCode !== '' });
