// A logged-in Lighthouse run: the mall's /cart (and every page behind a login) redirects a visitor to
// /login, so measuring it logged out measures the login page twice. Lighthouse itself cannot log in, so we
// start Chromium with a debugging port and a fresh profile, write the session keys the apps read (spec 01
// §3: local storage token, userId, phone, loginName, login) on the site's origin from a JSON answer (no app
// script or asset enters the cache), and let Lighthouse attach to that browser with its storage reset off.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './proc.mjs';

/** Log in through the API; resolves with what the apps keep in local storage. */
export const apiLogin = async (base, phone, password) => {
  const q = new URLSearchParams({ user_mobile: phone, login_type: 'password', user_password: password });
  const res = await fetch(`${base}/api/pc/user/login?${q}`, { signal: AbortSignal.timeout(10_000) });
  const body = await res.json().catch(() => null);
  if (!body?.ok || !body.data?.token) throw new Error(`perf: logging in ${phone} failed: ${body?.msg ?? res.status}`);
  const u = body.data.loginUser ?? {};
  return { token: body.data.token, userId: String(u.user_id ?? ''), phone: u.user_mobile ?? phone, loginName: u.name ?? '', login: '1' };
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const waitForDevtools = async (port, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('perf: Chromium did not open its debugging port');
    await new Promise((r) => setTimeout(r, 200));
  }
};

/**
 * Start Chromium (fresh profile) with the session written for `base`; resolves with { port, close }.
 * `flags` are the Chromium flags of the logged-out runs, so both kinds of run see the same browser.
 */
export const loggedInChrome = async ({ base, session, flags, chromePath = process.env.CHROME_PATH || '/usr/bin/chromium' }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ws-perf-profile-'));
  const port = await freePort();
  const child = spawn(chromePath, [...flags, `--remote-debugging-port=${port}`, `--user-data-dir=${dir}`, 'about:blank'], { stdio: 'ignore' });
  const close = async () => {
    child.kill('SIGKILL');
    await new Promise((r) => (child.exitCode !== null || child.signalCode ? r() : child.once('exit', r)));
    // Chromium's helpers may still be writing the profile for a moment after the browser is gone
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      /* a temporary folder left behind is not worth failing a measurement for */
    }
  };
  try {
    await waitForDevtools(port);
    // Playwright comes with the e2e workspace (as Lighthouse does); it only writes the storage here
    const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
    const { chromium } = require('@playwright/test');
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${base}/api/open/uni/listads?cate_value=none`);
    await page.evaluate((s) => {
      for (const [k, v] of Object.entries(s)) window.localStorage.setItem(k, v);
    }, session);
    await page.close();
    // disconnect Playwright only: the browser stays up for Lighthouse
    await browser.close().catch(() => {});
    return { port, close };
  } catch (e) {
    await close();
    throw e;
  }
};
