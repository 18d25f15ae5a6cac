import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { fi } from '../../e2e/support/texts';

/** One page load of the calendar, timed inside the page (performance timeline: 0 = navigation start). */
export type RenderRun = {
  /** When the calendar's data response had fully arrived. */
  responseEnd: number;
  /** Last change of the calendar's DOM after that, plus the frame that paints it. */
  renderedAt: number;
  /** renderedAt - responseEnd: parsing the answer, building the events, layout and paint. */
  renderAfterResponse: number;
  /** Event elements in the DOM, and events counted in the month view's "+N more" links. */
  eventElements: number;
  inMoreLinks: number;
  /** Shifts in the data response. */
  responseItems: number;
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
};

type BenchWindow = Window & { calendarBench?: { lastMutation: number; lastFrame: number } };

// Runs in the page before its own scripts: notes the time of every change inside the calendar (`.fc`) and
// of the frame after it, so the moment the last event was drawn is known without the page's help.
function watchCalendarMutations(): void {
  const state = { lastMutation: 0, lastFrame: 0 };
  (window as BenchWindow).calendarBench = state;
  const observer = new MutationObserver((records) => {
    const inCalendar = records.some((record) => {
      const node = record.target;
      const element = node instanceof Element ? node : node.parentElement;
      return element?.closest('.fc') !== null && element?.closest('.fc') !== undefined;
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

// A new tab of the signed-in context per load: the session (localStorage) and the cached assets stay, as
// for a user who opens the calendar again; the refresh token is never replayed from a stale copy.
async function measureOnce(context: BrowserContext, options: RenderOptions): Promise<RenderRun> {
  const page = await context.newPage();
  try {
    const response = page.waitForResponse((candidate) => candidate.url().includes('/shifts/calendar'), {
      timeout: 60_000,
    });
    await page.goto(`${options.baseUrl}${options.calendarPath}`);
    const data = (await (await response).json()) as { items?: unknown[] };
    // Settled: events are drawn and the calendar has not changed for a second.
    await page.waitForFunction(
      () => {
        const state = (window as BenchWindow).calendarBench;
        const hasEvents = document.querySelector('.fc-event, .fc-daygrid-more-link') !== null;
        return (
          hasEvents &&
          state !== undefined &&
          state.lastFrame > 0 &&
          performance.now() - state.lastMutation > 1000
        );
      },
      undefined,
      { polling: 100, timeout: 60_000 },
    );
    const measured = await page.evaluate(() => {
      const state = (window as BenchWindow).calendarBench ?? { lastMutation: 0, lastFrame: 0 };
      const entries = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/shifts/calendar')) as PerformanceResourceTiming[];
      const last = entries[entries.length - 1];
      const moreLinks = [...document.querySelectorAll('.fc-daygrid-more-link, .fc-more-link')];
      const inMoreLinks = moreLinks.reduce(
        (sum, link) => sum + Number(/\d+/.exec(link.textContent ?? '')?.[0] ?? 0),
        0,
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
        responseEnd: last?.responseEnd ?? Number.NaN,
        renderedAt: Math.max(state.lastFrame, state.lastMutation),
        eventElements: document.querySelectorAll('.fc-event').length,
        inMoreLinks,
        pageMarks,
      };
    });
    return {
      ...measured,
      renderAfterResponse: measured.renderedAt - measured.responseEnd,
      responseItems: Array.isArray(data.items) ? data.items.length : 0,
    };
  } finally {
    await page.close();
  }
}

/** Signs in once through the login form, then opens the calendar `runs` times (after one warm-up load). */
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
    await context.addInitScript(watchCalendarMutations);
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
