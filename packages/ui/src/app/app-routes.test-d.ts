// Compile-time checks of the screens table (checked by tsc through `pnpm typecheck`, and by vitest's
// typecheck where it is enabled; each @ts-expect-error fails the check when its line stops being an error).
import { lazy } from 'react';
import { expectTypeOf, test } from 'vitest';
import { AppRoutes, type AppRoutesProps, type Screens } from './app-routes';

const Screen = lazy(async () => ({ default: () => null }));

test('screens are keyed by the route paths of their app', () => {
  const portal: Screens<'portal'> = { '/homePage': Screen, '/MyInquiryInfo': Screen, '/help/orders': Screen };
  const mall: Screens<'mall'> = { '/cart': Screen, '/session/chatItem': Screen };
  expectTypeOf(portal).toExtend<Screens>();
  expectTypeOf({ app: 'mall' as const, screens: mall }).toExtend<AppRoutesProps<'mall'>>();
});

test('a wrong key is rejected', () => {
  // @ts-expect-error misspelt (paths match case-insensitively, but the table keys are spelled exactly)
  const misspelt: Screens<'portal'> = { '/homepage': Screen };
  // @ts-expect-error a mall route in the portal's table
  const otherApp: Screens<'portal'> = { '/cart': Screen };
  // @ts-expect-error not a route at all
  const unknown: Screens<'mall'> = { '/nowhere': Screen };
  expectTypeOf([misspelt, otherApp, unknown]).toBeArray();
});

test("AppRoutes' screens follow its app", () => {
  // type checks only: the component is never rendered here
  expectTypeOf(AppRoutes<'mall'>).parameter(0).toEqualTypeOf<AppRoutesProps<'mall'>>();
  AppRoutes({ app: 'mall', screens: { '/cart': Screen } });
  // @ts-expect-error the screens must belong to the app named by `app`
  AppRoutes({ app: 'mall', screens: { '/homePage': Screen } });
  // @ts-expect-error the screens must belong to the app named by `app`
  AppRoutes({ app: 'portal', screens: { '/cart': Screen, '/homePage': Screen } });
});
