import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import { fi } from '../../e2e/support/texts';

/** Main-thread time of the page's renderer (Chrome's Performance.getMetrics), in ms. */
export type RendererCpu = { script: number; layout: number; style: number; tasks: number };

/** One drawing of the month, timed inside the page (performance timeline, ms). */
export type Drawing = {
  /** When the calendar's data response had fully arrived. */
  responseEnd: number;
  /** Last change inside the calendar after that, plus the frame that paints it. */
  renderedAt: number;
  /** renderedAt - responseEnd: parsing the answer, building the events, layout and paint. */
  renderAfterResponse: number;
  /** Shift boxes drawn and the shifts counted in the days' "+N more" links. */
  eventElements: number;
  inMoreLinks: number;
  /** Shifts in the data response. */
  responseItems: number;
  cpu: RendererCpu;
};

/** One run: the calendar opened in a new tab (0 = navigation start), then the next month by its button. */
export type RenderRun = {
  open: Drawing;
  next: Drawing & { clickToDrawn: number };
  /** Performance marks and measures the page itself sets whose name mentions the calendar. */
  pageMarks: Record<string, number>;
};

export type RenderOptions = {
  baseUrl: string;
  calendarPath: string;
  email: string;
  password: string;
  runs: number;
  executablePath: string;
  /** The accessible name of the calendar's region on the page: changes inside it count as drawing. */
  regionLabel: string;
  /** The accessible name of the calendar's "next period" button. */
  nextLabel: string;
};

type BenchState = { lastMutation: number; lastFrame: number };
type BenchWindow = Window & { calendarBench?: BenchState };

const regionSelector = (label: string) => `[role="region"][aria-label="${label}"]`;
const isCalendarResponse = (url: string) => url.includes('/shifts/calendar');

// Runs in the page before its own scripts: notes the time of every change inside the calendar's region and
// of the frame after it, so the moment the last event was drawn is known without the page's help.
// (FullCalendar 7 has hashed class names, so the page's own landmark is what identifies the calendar.)
function watchCalendarMutations(selector: string): void {
  const state: BenchState = { lastMutation: 0, lastFrame: 0 };
  (window as BenchWindow).calendarBench = state;
  const observer = new MutationObserver((records) => {
    const inCalendar = records.some((record) => {
      const node = record.target;
      const element = node instanceof Element ? node : node.parentElement;
      return Boolean(element?.closest(selector));
    });
    if (!inCalendar) {
      return;
    }
    state.lastMutation = performance.now();
    requestAnimationFrame(() => {
      setTimeout(() => {
        state.lastFrame = performance.now();
      }, 0);
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

async function signIn(page: Page, options: RenderOptions): Promise<void> {
  await page.goto(`${options.baseUrl}/pages/login`);
  await page.getByLabel(fi.auth.login.email).fill(options.email);
  await page.getByLabel(fi.auth.login.password).fill(options.password);
  await page.getByRole('button', { name: fi.auth.login.submit, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/pages/login'), { timeout: 30_000 });
}

async function rendererCpu(cdp: CDPSession): Promise<RendererCpu> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return {
    script: seconds('ScriptDuration') * 1000,
    layout: seconds('LayoutDuration') * 1000,
    style: seconds('RecalcStyleDuration') * 1000,
    tasks: seconds('TaskDuration') * 1000,
  };
}

function cpuSince(before: RendererCpu, after: RendererCpu): RendererCpu {
  return {
    script: after.script - before.script,
    layout: after.layout - before.layout,
    style: after.style - before.style,
    tasks: after.tasks - before.tasks,
  };
}

/**
 * Waits until the `requests`-th calendar response has arrived, the calendar changed after it, and has
 * not changed for a second since; reads the timings.
 */
async function settledDrawing(page: Page, selector: string, requests: number) {
  await page.waitForFunction(
    ({ region, count }) => {
      const state = (window as BenchWindow).calendarBench;
      const responses = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/shifts/calendar')) as PerformanceResourceTiming[];
      const lastResponse = responses[responses.length - 1];
      // Each event the page draws carries a title (its state, title, time and area in words).
      const hasEvents = document.querySelector(`${region} [title]`) !== null;
      return (
        hasEvents &&
        state !== undefined &&
        lastResponse !== undefined &&
        responses.length >= count &&
        lastResponse.responseEnd > 0 &&
        state.lastMutation > lastResponse.responseEnd &&
        state.lastFrame > state.lastMutation &&
        performance.now() - state.lastMutation > 1000
      );
    },
    { region: selector, count: requests },
    { polling: 100, timeout: 60_000 },
  );
  return page.evaluate((region) => {
    const state = (window as BenchWindow).calendarBench ?? { lastMutation: 0, lastFrame: 0 };
    const entries = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/shifts/calendar')) as PerformanceResourceTiming[];
    // The month view's "+42 lisää" links: leaf elements whose text starts with +N.
    const moreLinks = [...document.querySelectorAll(`${region} *`)].filter(
      (element) => element.childElementCount === 0 && /^\+\d+/.test(element.textContent?.trim() ?? ''),
    );
    const pageMarks: Record<string, number> = {};
    for (const entry of [
      ...performance.getEntriesByType('mark'),
      ...performance.getEntriesByType('measure'),
    ]) {
      if (/calendar/i.test(entry.name)) {
        pageMarks[`${entry.entryType} ${entry.name}`] =
          entry.entryType === 'measure' ? entry.duration : entry.startTime;
      }
    }
    return {
      responseEnd: entries[entries.length - 1]?.responseEnd ?? Number.NaN,
      renderedAt: Math.max(state.lastFrame, state.lastMutation),
      // Shift boxes carry their state and time in a title; so does a "+N more" link, which is not a shift.
      eventElements: [...document.querySelectorAll(`${region} [title]`)].filter(
        (element) => !moreLinks.includes(element),
      ).length,
      inMoreLinks: moreLinks.reduce(
        (sum, link) => sum + Number(/\d+/.exec(link.textContent ?? '')?.[0] ?? 0),
        0,
      ),
      pageMarks,
    };
  }, selector);
}

async function itemsOf(response: Promise<import('@playwright/test').Response>): Promise<number> {
  const data = (await (await response).json()) as { shifts?: { id?: unknown[] } };
  return Array.isArray(data.shifts?.id) ? data.shifts.id.length : 0;
}

// A new tab of the signed-in context per run: the session (localStorage) and the cached assets stay, as
// for a user who opens the calendar again; the refresh token is never replayed from a stale copy.
async function measureOnce(context: BrowserContext, options: RenderOptions): Promise<RenderRun> {
  const page = await context.newPage();
  const selector = regionSelector(options.regionLabel);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const cpuAtStart = await rendererCpu(cdp);
    const profileDir = process.env.BENCH_RENDER_PROFILE_DIR;
    if (profileDir) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const firstResponse = page.waitForResponse((candidate) => isCalendarResponse(candidate.url()), {
      timeout: 60_000,
    });
    await page.goto(`${options.baseUrl}${options.calendarPath}`);
    const openItems = await itemsOf(firstResponse);
    const opened = await settledDrawing(page, selector, 1);
    const cpuOpened = await rendererCpu(cdp);

    // The next month through the calendar's own button: only fetching and drawing, no app start.
    const clickedAt = await page.evaluate(() => performance.now());
    const nextResponse = page.waitForResponse((candidate) => isCalendarResponse(candidate.url()), {
      timeout: 60_000,
    });
    await page.getByRole('button', { name: options.nextLabel, exact: true }).click();
    const nextItems = await itemsOf(nextResponse);
    const next = await settledDrawing(page, selector, 2);
    const cpuNext = await rendererCpu(cdp);
    if (profileDir) {
      const { profile } = await cdp.send('Profiler.stop');
      await mkdir(profileDir, { recursive: true });
      await writeFile(
        path.join(path.resolve(profileDir), `calendar-page-${Date.now()}.cpuprofile`),
        JSON.stringify(profile),
      );
    }

    const drawing = (measured: typeof opened, items: number, cpu: RendererCpu): Drawing => ({
      responseEnd: measured.responseEnd,
      renderedAt: measured.renderedAt,
      renderAfterResponse: measured.renderedAt - measured.responseEnd,
      eventElements: measured.eventElements,
      inMoreLinks: measured.inMoreLinks,
      responseItems: items,
      cpu,
    });
    return {
      open: drawing(opened, openItems, cpuSince(cpuAtStart, cpuOpened)),
      next: {
        ...drawing(next, nextItems, cpuSince(cpuOpened, cpuNext)),
        clickToDrawn: next.renderedAt - clickedAt,
      },
      pageMarks: next.pageMarks,
    };
  } finally {
    await page.close();
  }
}

/** Signs in once through the login form, then opens the calendar `runs` times (after one warm-up run). */
export async function measureCalendarRender(options: RenderOptions): Promise<RenderRun[]> {
  const browser = await chromium.launch({
    executablePath: options.executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({
      locale: 'fi-FI',
      timezoneId: 'Europe/Helsinki',
      viewport: { width: 1440, height: 900 },
    });
    await context.addInitScript(watchCalendarMutations, regionSelector(options.regionLabel));
    const page = await context.newPage();
    await signIn(page, options);
    await page.close();
    await measureOnce(context, options);
    const runs: RenderRun[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      runs.push(await measureOnce(context, options));
    }
    return runs;
  } finally {
    await browser.close();
  }
}
