// Training: the training menu, list and detail (spec 01 §2-§4). Enrolment comes with the uploads and
// payment calls.
import { ep } from './endpoint-def';
import type { Items, Page } from './envelope';
import type { Category, FileRef } from './entities';
import { MAX_KEYWORD } from './articles';
import { fields, id, idList, optText, pageFields, textList, type InputOf } from './schema';

export interface Training {
  id: number;
  name: string;
  price: string;
  cate_id: number | null;
  cate_name: string;
  update_time: string;
  end_time: string;
  intro: string;
  firstFile: FileRef | null;
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const trainingInput = /* @__PURE__ */ (() => ({
  trainMenuList: fields({ ...pageFields, parent_cate_value: optText(50), cate_values: textList(50) }),
  listTrain: fields({ ...pageFields, cate_ids: idList(50), keywords: optText(MAX_KEYWORD), parent_cate_value: optText(50) }),
  trainInfo: fields({ id: id('内容不存在') }),
}))();

type In = typeof trainingInput;
export type TrainMenuListReq = InputOf<In['trainMenuList']>;
export type ListTrainReq = InputOf<In['listTrain']>;

export const training = {
  trainMenuList: ep<In['trainMenuList'], Items<Category>>()({ method: 'GET', path: '/open/uni/train/menuList', auth: false }),
  listTrain: ep<In['listTrain'], Page<Training>>()({ method: 'GET', path: '/open/uni/listTrain', auth: false }),
  trainInfo: ep<In['trainInfo'], Training>()({ method: 'GET', path: '/open/uni/trainInfo', auth: false }),
} as const;
