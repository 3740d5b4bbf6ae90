import { useQuery } from '@tanstack/react-query';
import { helpMenuQuery } from '@ws/api-sdk';

/** help/listHelpByCate: the help categories with their items (the left menu). */
export const useHelpMenu = () => useQuery(helpMenuQuery());
