// The contract: one table naming every call the apps make (DESIGN.md "The contract"), merged from one
// file per domain. The SDK's `call`, the server's handlers (apps/api) and the msw mock handlers are all
// keyed by it. GET payloads travel as query parameters (arrays comma-joined), POST payloads as a JSON body.
//
// A new call: its entry here and its request schema in the domain's file (registered in inputs.ts), its
// handler in apps/api/src/modules/<domain>/routes.ts, its default mock answer in src/mocks/fixtures/<domain>.ts.
import { account } from './account';
import { admin } from './admin';
import { adminAudit } from './admin-audit';
import { adminSettings } from './admin-settings';
import { settings } from './settings';
import { adminTransfers } from './admin-transfers';
import { adminAfterSales } from './admin-after-sales';
import { adminProducts } from './admin-products';
import { adminArticles } from './admin-articles';
import { adminAds } from './admin-ads';
import { adminHelp } from './admin-help';
import { adminCategories } from './admin-categories';
import { adminTrainings } from './admin-trainings';
import { adminMedia } from './admin-media';
import { adminExperts } from './admin-experts';
import { adminCompanies } from './admin-companies';
import { adminStaff } from './admin-staff';
import { adminDashboard } from './admin-dashboard';
import { adminUsers } from './admin-users';
import { adminOrders } from './admin-orders';
import { addresses } from './addresses';
import { afterSales } from './after-sales';
import { merchant } from './merchant';
import { listings } from './listings';
import { merchantStats } from './merchant-stats';
import { dictionaries } from './dictionaries';
import { articles } from './articles';
import { cart } from './cart';
import { catalogue } from './catalogue';
import { chat } from './chat';
import { reviews } from './reviews';
import { companies } from './companies';
import { content } from './content';
import type { Endpoint } from './endpoint-def';
import { experts } from './experts';
import { help } from './help';
import { inquiries } from './inquiries';
import { media } from './media';
import { onboarding } from './onboarding';
import { orders } from './orders';
import { ordersDev } from './orders-dev';
import { payments } from './payments';
import { personal } from './personal';
import { training } from './training';
import { uploads } from './uploads';

export type { Method, EndpointMeta, Endpoint } from './endpoint-def';
export { PUBLIC_READ_EDGE_SECONDS, PUBLIC_READ_MAX_AGE, PUBLIC_READ_STALE_SECONDS } from './endpoint-def';

/**
 * The site's calls (portal and mall): what their call layer looks up at run time. The console's calls are a
 * table of their own, so the site apps' first load never carries them (the console registers its table at
 * start: registerConsoleEndpoints).
 */
export const siteEndpoints = {
  ...settings,
  ...chat,
  ...account,
  ...addresses,
  ...afterSales,
  ...merchant,
  ...listings,
  ...merchantStats,
  ...dictionaries,
  ...content,
  ...articles,
  ...experts,
  ...companies,
  ...media,
  ...onboarding,
  ...training,
  ...inquiries,
  ...help,
  ...catalogue,
  ...cart,
  ...reviews,
  ...personal,
  ...orders,
  ...ordersDev,
  ...payments,
  ...uploads,
} as const;

/** The operations console's calls (every entry has `staff`). */
export const consoleEndpoints = /* @__PURE__ */ (() =>
  ({
  ...admin,
  ...adminAudit,
  ...adminSettings,
  ...adminTransfers,
  ...adminAfterSales,
  ...adminProducts,
  ...adminArticles,
  ...adminAds,
  ...adminHelp,
  ...adminCategories,
  ...adminTrainings,
  ...adminMedia,
  ...adminExperts,
  ...adminCompanies,
  ...adminStaff,
  ...adminDashboard,
  ...adminUsers,
  ...adminOrders,
  }) as const)();

const merged = <A extends object, B extends object>(a: A, b: B): A & B => ({ ...a, ...b });

/** Every call: the types, the server and the mocks use the whole table. */
export const endpoints = /* @__PURE__ */ merged(siteEndpoints, consoleEndpoints);

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** What a client sends. */
export type ReqOf<K extends EndpointName> = Endpoints[K] extends Endpoint<infer R, unknown, unknown> ? R : never;
/** The answer's data. */
export type ResOf<K extends EndpointName> = Endpoints[K] extends Endpoint<unknown, infer R, unknown> ? R : never;
/** What a server handler receives: the request parsed by the entry's schema. */
export type PayloadOf<K extends EndpointName> = Endpoints[K] extends Endpoint<unknown, unknown, infer P> ? P : never;
export const endpointNames = /* @__PURE__ */ Object.keys(endpoints) as EndpointName[];
