import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateReport, navigation } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { TOKEN_KEY } from '../src/app/lib/token-store';
import { withServer } from './with-server';

const AS = 'owner@acme.test';
/** Each user type's dashboard, audited for accessibility as one of its demo users. */
const DASHBOARDS: [email: string, path: string][] = [
  ['admin@demo.test', '/admin/dashboard'],
  [AS, '/partner/dashboard'],
  ['sales@demo.test', '/sales_partner/dashboard'],
  ['eor@demo.test', '/eor/dashboard'],
  ['client@globex.test', '/client/dashboard'],
  ['contractor@demo.test', '/contractor/dashboard'],
];
/** List pages audited for accessibility: the list kit draws every list, so one stands for them. */
const LISTS: [email: string, path: string][] = [[AS, '/timesheets']];
/** Runs per page; the median run (by score) is reported, as Lighthouse advises for its run-to-run variance. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Lighthouse's runtime errors whose message says to run it again. */
const RUN_AGAIN = new Set(['NO_NAVSTART', 'NO_FCP']);
/** The signed-in page to audit beside /login. */
const DASHBOARD = '/partner/dashboard';

interface Audited {
  path: string;
  score: number;
  /** The accessibility category's score (1 is every audit passed). */
  accessibility: number;
  /** The accessibility audits that failed, by id, for the fix. */
  failing: string[];
  lcp: number;
  tbt: number;
  cls: number;
}

/** Signs in through the API and leaves the token where the SPA reads it, in this tab's session storage. */
async function signIn(page: Page, baseUrl: string, as = AS): Promise<void> {
  const res = await fetch(`${baseUrl}/v2/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: as, password: 'correct-horse-demo' }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${as}: ${res.status} ${await res.text()}`);
  const { access_token } = (await res.json()) as { access_token: string };
  // Every signed-in audit starts from what the sign-in page alone loads: the browser's cache is
  // shared by its tabs, and the pages audited before would otherwise have left the router and the
  // shell in it (every dashboard after the partner's read 10 KB where the partner's read 137).
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  // Session storage belongs to the origin and the tab: set it on a page of the app, in the tab Lighthouse audits.
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.evaluate(
    ([key, token]) => sessionStorage.setItem(key!, token!),
    [TOKEN_KEY, access_token],
  );
}

/**
 * One Lighthouse navigation (its default mobile preset: a Moto G Power screen, slow 4G and a 4×
 * slower CPU, simulated), performance and accessibility, in the tab given: a first visit with cache
 * and storage cleared, or with `signedIn` the page right after signing in (the session set
 * beforehand, the assets the sign-in page loaded in cache).
 */
async function audit(
  page: Page,
  baseUrl: string,
  path: string,
  signedIn = false,
): Promise<Audited> {
  const run = async () =>
    (
      await navigation(page, `${baseUrl}${path}`, {
        flags: {
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: signedIn,
          // Lighthouse gives up on a page unpainted after 30 s; on the shared machine under a load
          // of 20 a first paint has taken longer, and the audit, not the wait, is what is measured.
          maxWaitForFcp: 90_000,
          maxWaitForLoad: 120_000,
        },
      })
    )?.lhr;
  let lhr = await run();
  // On a loaded machine Chromium's trace sometimes misses the navigation's start or its first paint;
  // Lighthouse's own advice for these is to run again, and a second failure is reported.
  if (lhr?.runtimeError && RUN_AGAIN.has(lhr.runtimeError.code)) lhr = await run();
  if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== path) throw new Error(`Lighthouse on ${path} ended at ${finalPath}`);
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports)
    writeFileSync(
      join(reports, `${path.slice(1).replaceAll('/', '-')}.json`),
      generateReport(lhr, 'json'),
    );
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const a11y = lhr.categories.accessibility;
  return {
    path,
    score: lhr.categories.performance?.score ?? NaN,
    accessibility: a11y?.score ?? NaN,
    failing: (a11y?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/**
 * Lighthouse (mobile) on the production build served by the real server: /login and a partner's
 * dashboard, median of RUNS; every other user type's dashboard and the Timesheets list once each
 * (issue 30 asks 0.95 of every dashboard; accessibility reads the page, not the clock, and one run's
 * performance score says whether a page is near the goal, the medians say by how much).
 */
export async function benchLighthouse(): Promise<Audited[]> {
  console.log(
    `== Lighthouse (mobile preset, performance and accessibility): /login and ${DASHBOARD} as ${AS} median of ${RUNS} runs, the other pages one run each`,
  );
  return withServer(async (baseUrl) => {
    const browser = await puppeteer.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless=new'],
    });
    const results: Audited[] = [];
    const median = (runs: Audited[]) =>
      runs.sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
    try {
      const login: Audited[] = [];
      const dashboard: Audited[] = [];
      for (let i = 0; i < RUNS; i++) {
        const fresh = await browser.newPage();
        login.push(await audit(fresh, baseUrl, '/login'));
        await fresh.close();
        const page = await browser.newPage();
        await signIn(page, baseUrl);
        dashboard.push(await audit(page, baseUrl, DASHBOARD, true));
        await page.close();
      }
      results.push(median(login), median(dashboard));
      for (const [email, path] of [...DASHBOARDS, ...LISTS]) {
        if (path === DASHBOARD) continue;
        const page = await browser.newPage();
        await signIn(page, baseUrl, email);
        results.push(await audit(page, baseUrl, path, true));
        await page.close();
      }
    } finally {
      await browser.close();
    }
    for (const r of results.filter((r) => !Number.isNaN(r.score)))
      console.log(
        `  ${r.path.padEnd(24)} score ${r.score.toFixed(2)} · LCP ${(r.lcp / 1000).toFixed(2)} s · TBT ${r.tbt.toFixed(0)} ms · CLS ${r.cls.toFixed(3)}`,
      );
    console.log('  accessibility:');
    for (const r of results)
      console.log(
        `  ${r.path.padEnd(24)} ${r.accessibility.toFixed(2)}${r.failing.length ? ` · failing: ${r.failing.join(', ')}` : ''}`,
      );
    return results;
  });
}
