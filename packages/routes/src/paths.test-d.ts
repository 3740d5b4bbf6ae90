// Compile-time checks of the route types (checked by tsc through `pnpm typecheck`, and by vitest's
// typecheck where it is enabled; each @ts-expect-error fails the check when its line stops being an error).
import { expectTypeOf, test } from 'vitest';
import { paths, type AdminPath, type MallPath, type PortalPath, type RoutePath, type RoutePathOf } from './index';

test('route paths are the table spellings, split by app', () => {
  expectTypeOf<'/homePage'>().toExtend<PortalPath>();
  expectTypeOf<'/cart'>().toExtend<MallPath>();
  expectTypeOf<RoutePathOf<'portal'>>().toEqualTypeOf<PortalPath>();
  expectTypeOf<RoutePathOf<'mall'>>().toEqualTypeOf<MallPath>();
  expectTypeOf<RoutePathOf<'admin'>>().toEqualTypeOf<AdminPath>();
  expectTypeOf<'/admin/reviews'>().toExtend<AdminPath>();
  expectTypeOf<'/admin/reviews'>().not.toExtend<MallPath | PortalPath>();
  // spelled exactly as the spec: no other case, no trailing slash
  expectTypeOf<'/homepage'>().not.toExtend<RoutePath>();
  expectTypeOf<'/cart/'>().not.toExtend<RoutePath>();
  expectTypeOf<'/cart'>().not.toExtend<PortalPath>();
});

/** The builder name of a route path: '/help/orders' -> 'helpOrders', '/MyInquiryInfo' -> 'MyInquiryInfo'. */
type BuilderName<P extends string> = P extends `/${infer A}/${infer B}` ? `${A}${Capitalize<B>}` : P extends `/${infer A}` ? A : never;

test('every builder is named after a route', () => {
  expectTypeOf<Exclude<keyof typeof paths, BuilderName<RoutePath>>>().toBeNever();
  expectTypeOf<'helpOrders' | 'MyInquiryInfo' | 'sessionChatItem'>().toExtend<keyof typeof paths>();
});

test('the builders take the parameters their routes need', () => {
  expectTypeOf(paths.detailPages).parameter(0).toEqualTypeOf<{ key: number; currentName?: string }>();
  // @ts-expect-error the article id is required
  paths.detailPages({ currentName: '政策解读' });
  // @ts-expect-error ids are numbers, not strings
  paths.enableInfo('7');
  // @ts-expect-error an unknown order state
  paths.myOrders('paid');
  // @ts-expect-error no builder for a route without parameters
  void paths.funeng;
});
