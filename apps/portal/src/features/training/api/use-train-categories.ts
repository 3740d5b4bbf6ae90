import { useQuery } from '@tanstack/react-query';
import { trainMenuQuery } from '@ws/api-sdk';

/** train/menuList {parent_cate_value: train}: the training categories of the left menu. */
export const useTrainCategories = () => useQuery(trainMenuQuery());
