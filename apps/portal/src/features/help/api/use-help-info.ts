import { useQuery } from '@tanstack/react-query';
import { helpInfoQuery } from '@ws/api-sdk';

/** help/helpInfo {id}: the item's name and rich text. */
export const useHelpInfo = (id: number | null) => useQuery({ ...helpInfoQuery(id ?? 0), enabled: id !== null && id > 0 });
