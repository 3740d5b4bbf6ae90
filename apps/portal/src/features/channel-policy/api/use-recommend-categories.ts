// menu/menuList {cate_values: [recommend]}: the names of the recommend ids (39 环境服务, 1902 安全生产服务 …)
// for the /channelPolicy heading.
import { useQuery } from '@tanstack/react-query';
import { categoryGroupsQuery } from '@ws/api-sdk';

export const useRecommendCategories = () =>
  useQuery({ ...categoryGroupsQuery(['recommend']), select: (d) => d.items.filter((c) => c.p_cate_value === 'recommend') });
