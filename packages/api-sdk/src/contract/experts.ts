// Experts: the expert lists and detail (spec 01 §2-§4, §7 Content). Paid consultation lives in chat.ts.
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import type { FileRef } from './entities';
import { MAX_KEYWORD } from './articles';
import { fields, id, idList, optId, optText, pageFields, type InputOf } from './schema';

export interface Expert {
  id: number;
  user_id: number;
  name: string;
  title: string;
  description: string;
  intro: string;
  price: string;
  cert_file: FileRef[];
  industrys_name: string;
  fields_name: string;
  specials_name: string;
  supplys_name: string;
  expert: string;
  technology: string;
  position: string;
  firstFile: FileRef | null;
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const expertsInput = /* @__PURE__ */ (() => ({
  listexpert: fields({
    ...pageFields,
    industry: optId(),
    field: optId(),
    special: optId(),
    supply: optId(),
    /** part of the name, title, expertise or technology, or of one of the field names (问专家 of /search) */
    name: optText(MAX_KEYWORD),
    recommendIds: idList(20),
  }),
  /** keywords match name, title, expertise and the field names */
  listexpertMenu: fields({ ...pageFields, recommendIds: idList(20), keywords: optText(MAX_KEYWORD) }),
  expertinfo: fields({ id: id('专家不存在') }),
}))();

type In = typeof expertsInput;
export type ListExpertReq = InputOf<In['listexpert']>;
export type ListExpertMenuReq = InputOf<In['listexpertMenu']>;

export const experts = {
  listexpert: ep<In['listexpert'], Page<Expert>>()({ method: 'GET', path: '/open/uni/listexpert', auth: false }),
  listexpertMenu: ep<In['listexpertMenu'], Page<Expert>>()({ method: 'GET', path: '/open/uni/listexpertMenu', auth: false }),
  expertinfo: ep<In['expertinfo'], Expert>()({ method: 'GET', path: '/open/uni/expertinfo', auth: false }),
} as const;
