// login/listarea {parent_name, pageSize 99}: the cities of Guangdong and the districts of a city.
import { useQuery } from '@tanstack/react-query';
import { areasQuery } from '@ws/api-sdk';

export const useAreas = (parentCode: string | null) =>
  useQuery({ ...areasQuery(Number(parentCode ?? 0)), enabled: parentCode !== null && parentCode !== '' });
