import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, trainingsQuery } from '@ws/api-sdk';

/** train/listTrain {cate_ids: [id], pageNum 1, pageSize 3}: the courses of one category. */
export const homeTrainingsQuery = (cateId: number) =>
  trainingsQuery({ cate_ids: [cateId], pageNum: 1, pageSize: PAGE_SIZES.homeTraining });

export const useHomeTrainings = (cateId: number) => useQuery(homeTrainingsQuery(cateId));
