// The spec's storage keys (spec 01 §3). Keep the names: links and bookmarks of the original depend on them.
export const LOCAL_KEYS = {
  token: 'token',
  userId: 'userId',
  phone: 'phone',
  loginName: 'loginName',
  login: 'login',
  active: 'active',
  /** region selector (Guangzhou 1 / Dongguan 2); not named by the spec */
  region: 'region',
} as const;

export const SESSION_KEYS = {
  name: 'name',
  channel: 'channel',
  typeId: 'typeId',
  recommendIds: 'recommendIds',
  helpMeunId: 'helpMeunId',
  lawId: 'lawId',
  enableItem: 'enableItem',
  enableSub: 'enableSub',
  s_subs: 's_subs',
  path: 'path',
  roles: 'roles',
  IsCustUser: 'IsCustUser',
  IsExpert: 'IsExpert',
} as const;
