// The client's first render starts from the reads of the server-rendered first paint, unless logged in.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { sessionStore, type LoginResult } from '@ws/api-sdk';
import { FIRST_PAINT_DATA_ID, takeFirstPaintData } from './first-paint-data';

const KEY = ['api', 'listads', { cate_value: 'homebanner' }];
const carried = () => {
  const server = new QueryClient();
  server.setQueryData(KEY, { items: [{ id: 1, title: '首页横幅' }] });
  return JSON.stringify(dehydrate(server));
};
const plant = (text: string) => {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = FIRST_PAINT_DATA_ID;
  el.textContent = text;
  document.body.append(el);
};

afterEach(() => {
  document.getElementById(FIRST_PAINT_DATA_ID)?.remove();
  sessionStore.getState().signOut();
});

describe('takeFirstPaintData', () => {
  it("puts the first paint's reads into the client's cache, once", () => {
    plant(carried());
    const client = takeFirstPaintData(new QueryClient());
    expect(client.getQueryData(KEY)).toEqual({ items: [{ id: 1, title: '首页横幅' }] });
    expect(document.getElementById(FIRST_PAINT_DATA_ID)).toBeNull();
    expect(takeFirstPaintData(new QueryClient()).getQueryData(KEY)).toBeUndefined();
  });

  it('leaves them out when logged in: they were read as a visitor', () => {
    sessionStore.getState().signIn({ token: 'tok-1', loginUser: { user_id: 1, user_account: '13800000001', user_mobile: '13800000001', name: '张三' } } as LoginResult);
    plant(carried());
    expect(takeFirstPaintData(new QueryClient()).getQueryData(KEY)).toBeUndefined();
    expect(document.getElementById(FIRST_PAINT_DATA_ID)).toBeNull();
  });

  it('survives a page without them and unreadable ones', () => {
    expect(takeFirstPaintData(new QueryClient()).getQueryCache().getAll()).toEqual([]);
    plant('{not json');
    expect(takeFirstPaintData(new QueryClient()).getQueryCache().getAll()).toEqual([]);
  });
});
