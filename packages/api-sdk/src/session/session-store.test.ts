// The session store persists to the spec's storage keys (spec 01 §3) so both apps share the login.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS, SESSION_KEYS } from '../contract/storage-keys';
import type { Profile } from '../contract';
import { displayName, getToken, reloadSession, sessionStore } from './session-store';

const login = {
  token: 'tok-777',
  loginUser: { user_id: 1002, user_account: 'lisi', name: '李四', user_mobile: '13800000002' },
};
const profile: Profile = {
  user_id: 1002,
  user_mobile: '13800000002',
  user_account: 'lisi',
  name: '李四',
  roles: ['member', 'company'],
  IsCustUser: 1,
  IsExpert: 1,
  ProfitMoney: '0.00',
  UserMoney: '0.00',
  ProfitJifen: 0,
  TeamNum: 0,
  company2_amount: 1,
};

beforeEach(() => sessionStore.getState().signOut());
afterEach(() => sessionStore.getState().signOut());

describe('sessionStore', () => {
  it('keeps the login in memory when the storage refuses to write (quota, private mode)', () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(() => sessionStore.getState().signIn(login)).not.toThrow();
      expect(getToken()).toBe('tok-777');
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });

  it('uses the spec key names', () => {
    expect(Object.values(LOCAL_KEYS)).toEqual(expect.arrayContaining(['token', 'userId', 'phone', 'loginName', 'login', 'active']));
    expect(Object.values(SESSION_KEYS)).toEqual(
      expect.arrayContaining(['name', 'channel', 'typeId', 'recommendIds', 'helpMeunId', 'lawId', 'enableItem', 'enableSub', 's_subs', 'path', 'roles', 'IsCustUser', 'IsExpert']),
    );
  });

  it('signIn persists token, userId, phone, loginName and login to localStorage', () => {
    sessionStore.getState().signIn(login);
    expect(localStorage.getItem('token')).toBe('tok-777');
    expect(localStorage.getItem('userId')).toBe('1002');
    expect(localStorage.getItem('phone')).toBe('13800000002');
    expect(localStorage.getItem('loginName')).toBe('李四');
    expect(localStorage.getItem('login')).toBe('1');
    expect(getToken()).toBe('tok-777');
  });

  it('setProfile persists roles, IsCustUser and IsExpert to sessionStorage', () => {
    sessionStore.getState().signIn(login);
    sessionStore.getState().setProfile(profile);
    expect(JSON.parse(sessionStorage.getItem('roles') ?? 'null')).toEqual(['member', 'company']);
    expect(sessionStorage.getItem('IsCustUser')).toBe('1');
    expect(sessionStorage.getItem('IsExpert')).toBe('1');
    // and not in localStorage
    expect(localStorage.getItem('roles')).toBeNull();
  });

  it('signOut removes the keys but keeps the region', () => {
    sessionStore.getState().setRegion('2');
    sessionStore.getState().signIn(login);
    sessionStore.getState().setProfile(profile);
    sessionStore.getState().signOut();
    for (const k of ['token', 'userId', 'phone', 'loginName', 'login']) expect(localStorage.getItem(k)).toBeNull();
    for (const k of ['roles', 'IsCustUser', 'IsExpert']) expect(sessionStorage.getItem(k)).toBeNull();
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionStore.getState().region).toBe('2');
    expect(localStorage.getItem('region')).toBe('2');
    sessionStore.getState().setRegion('1');
  });

  it('reloadSession reads what the other app wrote', () => {
    localStorage.setItem('token', 'from-mall');
    localStorage.setItem('userId', '1005');
    localStorage.setItem('phone', '13800000005');
    localStorage.setItem('loginName', '客服小安');
    sessionStorage.setItem('roles', JSON.stringify(['member', 'custuser']));
    sessionStorage.setItem('IsCustUser', '1');
    reloadSession();
    const s = sessionStore.getState();
    expect(s.token).toBe('from-mall');
    expect(s.userId).toBe('1005');
    expect(s.roles).toEqual(['member', 'custuser']);
    expect(s.IsCustUser).toBe(1);
    expect(s.IsExpert).toBe(0);
  });

  it('survives broken roles JSON', () => {
    localStorage.setItem('token', 't');
    sessionStorage.setItem('roles', '{not json');
    reloadSession();
    expect(sessionStore.getState().roles).toEqual([]);
  });
});

describe('displayName', () => {
  it('is the login name when there is one', () => {
    expect(displayName({ loginName: '张三', phone: '13800000001' })).toBe('张三');
  });
  it("falls back to the phone for '' and 'null'", () => {
    expect(displayName({ loginName: '', phone: '13800000001' })).toBe('13800000001');
    expect(displayName({ loginName: 'null', phone: '13800000001' })).toBe('13800000001');
    expect(displayName({ loginName: '  ', phone: '13800000001' })).toBe('13800000001');
    expect(displayName({ loginName: null, phone: '13800000001' })).toBe('13800000001');
  });
  it('is empty without name and phone', () => {
    expect(displayName({ loginName: null, phone: null })).toBe('');
  });
  it('follows a stored name of "null" after sign-in', () => {
    sessionStore.getState().signIn({ ...login, loginUser: { ...login.loginUser, name: 'null' } });
    expect(displayName(sessionStore.getState())).toBe('13800000002');
  });
});
