// Ports and addresses of the e2e run (override with env; see the root README "Environment variables").

/** The API started by the global setup (in-memory database, seeded). */
export const API_PORT = Number(process.env.E2E_API_PORT || 18081);
/** The gateway started by the global setup (prod mode, serving apps/portal/dist and apps/mall/dist). */
export const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT || 18080);
/** Run against an already running site instead (e.g. `pnpm dev` on :8080): no servers are started. */
export const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL?.replace(/\/+$/, '') || undefined;
export const BASE_URL = EXTERNAL_BASE_URL ?? `http://127.0.0.1:${GATEWAY_PORT}`;
/** Debian's Chromium; never `playwright install`. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
