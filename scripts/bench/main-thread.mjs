// Where a first visit spends the main thread: loads each page in Chromium with 4x CPU
// throttling, records a performance trace and a CPU profile, and prints per page
// - the TBT-like figure: the sum over main-thread tasks longer than 50 ms of their time
//   beyond 50 ms (all tasks until the page is idle, not only Lighthouse's FCP-TTI window),
//   the longest task and the number of long tasks;
// - the main thread's time by kind (script evaluation and compilation per script, event and
//   timer callbacks per script, style, layout, paint, HTML parsing, garbage collection);
// - with --profile, the CPU profile's self time by function (script, line, column and the
//   start of its source text, since production scripts are minified).
// - with --verbose, the same per long task (with an unminified build, `docusaurus build
//   --no-minify`, the names are the components').
// - the same TBT-like figure from the tasks' thread time, which leaves out the time the
//   thread waited for a CPU (steadier on a loaded machine); with --simulate the browser runs
//   at full speed and thread times are multiplied by 4, as Lighthouse's simulation does (the
//   list of long tasks, and the profile per task with --verbose, are then those tasks).
// Usage: node scripts/bench/main-thread.mjs [--runs N] [--simulate] [--profile] [--verbose] [--json FILE] URL...
//   e.g. node scripts/bench/main-thread.mjs --runs 3 http://127.0.0.1:4181/docs/cli/
// Serve the builds first (scripts/nginx.sh; BUILD_DIR=.bench/stock-site/build for the stock
// site). Figures depend on the machine's load: compare pages measured in one run.
import {writeFileSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {fullChromiumPath} from '../debian-package.mjs';

const LONG_TASK_MS = 50;
const CPU_SLOWDOWN = 4;
const IDLE_MS = 3000;
const MAX_WAIT_MS = 30_000;
// Lighthouse's mobile screen.
const MOBILE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};

function parseArgs(argv) {
  const options = {runs: 1, profile: false, json: null, urls: []};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--runs') options.runs = Number(argv[(i += 1)]);
    else if (arg === '--profile') options.profile = true;
    else if (arg === '--simulate') options.simulate = true;
    else if (arg === '--verbose') options.verbose = options.profile = true;
    else if (arg === '--json') options.json = argv[(i += 1)];
    else if (arg === '--help' || arg === '-h') options.help = true;
    else options.urls.push(arg);
  }
  if (options.help || options.urls.length === 0 || !(options.runs >= 1)) {
    console.log(
      'Usage: node scripts/bench/main-thread.mjs [--runs N] [--simulate] [--profile] [--verbose] [--json FILE] URL...',
    );
    process.exit(options.help ? 0 : 1);
  }
  return options;
}

/** Collects the trace events of a CDP tracing session. */
async function collectTrace(cdp, stop) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({value}) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await stop();
  await done;
  return events;
}

const shortUrl = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') || '/' : '(inline)');

/** Main-thread kind of a trace event, or null for events that only contain others. */
function kindOf(event) {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `script evaluation ${shortUrl(data.url ?? event.args?.fileName)}`;
    case 'FunctionCall':
      return `callbacks ${shortUrl(data.url)}`;
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
    case 'ParseAuthorStyleSheet':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
    case 'CompositeLayers':
      return 'paint';
    case 'ParseHTML':
      return 'HTML parsing';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GCScavenger':
    case 'V8.GCFinalizeMC':
    case 'V8.GC_MC_BACKGROUND_EVACUATE_COPY':
      return 'garbage collection';
    default:
      return null;
  }
}

/** Self time (ms) per kind inside the given top-level tasks. */
function attribute(tasks, events) {
  const byKind = new Map();
  const add = (kind, ms) => byKind.set(kind, (byKind.get(kind) ?? 0) + ms);
  for (const task of tasks) {
    const inside = events
      .filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e !== task)
      .filter((e) => kindOf(e) !== null)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    // Self time: an event's duration minus that of the attributed events nested in it.
    const stack = [];
    const self = new Map();
    for (const event of inside) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(parent, self.get(parent) - event.dur);
      self.set(event, event.dur);
      stack.push(event);
    }
    let attributed = 0;
    for (const [event, us] of self) {
      add(kindOf(event), us / 1000);
      attributed += us / 1000;
    }
    add('other (in tasks)', Math.max(0, task.dur / 1000 - attributed));
  }
  return byKind;
}

function summarizeTrace(events, threadScale) {
  const mainThread = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The page's renderer is the one that navigated to it.
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const pid = navigation?.pid ?? mainThread?.pid;
  const mainTid = events.find(
    (e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  const onMain = events.filter((e) => e.pid === pid && e.tid === mainTid);
  // Top-level tasks only: Chromium nests one task event in another.
  const candidates = onMain
    .filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  for (const task of candidates) {
    const last = tasks.at(-1);
    if (!last || task.ts >= last.ts + last.dur) tasks.push(task);
  }
  const start = navigation?.ts ?? Math.min(...tasks.map((t) => t.ts));
  const pageTasks = tasks.filter((t) => t.ts >= start);
  const long = pageTasks.filter((t) => t.dur / 1000 > LONG_TASK_MS);
  const fcp = onMain.find((e) => e.name === 'firstContentfulPaint');
  // Thread time (tdur) leaves out the time the thread waited for a CPU: the machine's load.
  const threadMs = (t) => (t.tdur ?? t.dur) / 1000;
  const threadLong = pageTasks.filter((t) => threadMs(t) * threadScale > LONG_TASK_MS);
  return {
    tbtLike: long.reduce((sum, t) => sum + t.dur / 1000 - LONG_TASK_MS, 0),
    threadTbtLike: pageTasks.reduce((sum, t) => sum + Math.max(0, threadMs(t) * threadScale - LONG_TASK_MS), 0),
    threadBusy: pageTasks.reduce((sum, t) => sum + threadMs(t), 0),
    longest: Math.max(0, ...pageTasks.map((t) => t.dur / 1000)),
    threadLongest: Math.max(0, ...pageTasks.map((t) => threadMs(t) * threadScale)),
    longTasks: long.length,
    busy: pageTasks.reduce((sum, t) => sum + t.dur / 1000, 0),
    fcp: fcp ? (fcp.ts - start) / 1000 : null,
    // With --simulate, the tasks long once their thread time is scaled (as the TBT figure
    // from thread time counts them), with that duration.
    longTaskList: (threadScale > 1 ? threadLong : long).map((t) => ({
      at: (t.ts - start) / 1000,
      ms: threadScale > 1 ? threadMs(t) * threadScale : t.dur / 1000,
      ts: t.ts,
      dur: t.dur,
      // What the task spent its time on (the same kinds as byKind), largest first.
      kinds: [...attribute([t], onMain)]
        .sort((a, b) => b[1] - a[1])
        .filter(([, ms]) => ms >= 1)
        .map(([kind, ms]) => `${kind} ${Math.round(ms)} ms`),
    })),
    byKind: Object.fromEntries([...attribute(pageTasks, onMain)].sort((a, b) => b[1] - a[1])),
  };
}

const frameKey = (callFrame) =>
  `${callFrame.functionName || '(anonymous)'} ${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;

/**
 * Time (ms) per named function including what it calls, each sample counted once per
 * function on its stack: with an unminified build, the components that cost the most.
 */
function inclusiveByFunction(profile, nodes, window = null, limit = 60) {
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const total = new Map();
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    time += profile.timeDeltas[i] ?? 0;
    if (window && (time < window.ts || time > window.ts + window.dur)) continue;
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const {callFrame} = nodes.get(id);
      if (callFrame.functionName && callFrame.url) seen.add(frameKey(callFrame));
    }
    for (const key of seen) total.set(key, (total.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  }
  return [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, ms]) => ({ms: Number(ms.toFixed(1)), function: name}));
}

/** Self time (ms) per function of a CPU profile, with the start of its source text. */
async function summarizeProfile(profile, page, longTasks) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const id = profile.samples[i];
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  const byFunction = new Map();
  for (const [id, us] of selfUs) {
    const {callFrame} = nodes.get(id);
    const key = frameKey(callFrame);
    const entry = byFunction.get(key) ?? {ms: 0, callFrame};
    entry.ms += us / 1000;
    byFunction.set(key, entry);
  }
  const top = [...byFunction].sort((a, b) => b[1].ms - a[1].ms).slice(0, 40);
  const sources = new Map();
  const result = [];
  for (const [key, {ms, callFrame}] of top) {
    let snippet = '';
    if (callFrame.url.startsWith('http')) {
      if (!sources.has(callFrame.url)) {
        sources.set(
          callFrame.url,
          await page.request
            .get(callFrame.url)
            .then((r) => r.text())
            .catch(() => ''),
        );
      }
      const lines = sources.get(callFrame.url).split('\n');
      snippet = (lines[callFrame.lineNumber] ?? '').slice(callFrame.columnNumber, callFrame.columnNumber + 90);
    }
    result.push({ms: Number(ms.toFixed(1)), function: key, snippet});
  }
  return {
    self: result,
    inclusive: inclusiveByFunction(profile, nodes),
    longTasks: longTasks.map((task) => ({
      ms: task.ms,
      functions: inclusiveByFunction(profile, nodes, task, 25).filter(({ms}) => ms >= task.ms * 0.05),
    })),
  };
}

async function measure(browser, url, options) {
  const context = await browser.newContext({...MOBILE, serviceWorkers: 'block'});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: options.simulate ? 1 : CPU_SLOWDOWN});
  await cdp.send('Tracing.start', {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'v8',
      'toplevel',
      'loading',
      'blink.user_timing',
    ].join(','),
    transferMode: 'ReportEvents',
  });
  if (options.profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 200});
    await cdp.send('Profiler.start');
  }
  await page.goto(url, {waitUntil: 'load', timeout: MAX_WAIT_MS});
  // Idle: no long task for IDLE_MS, watched from the page with a PerformanceObserver.
  await page.evaluate(
    ({idleMs, maxMs}) =>
      new Promise((resolve) => {
        let timer = setTimeout(resolve, idleMs);
        new PerformanceObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(resolve, idleMs);
        }).observe({type: 'longtask'});
        setTimeout(resolve, maxMs);
      }),
    {idleMs: IDLE_MS, maxMs: MAX_WAIT_MS},
  );
  const cpuProfile = options.profile ? (await cdp.send('Profiler.stop')).profile : null;
  const events = await collectTrace(cdp, () => cdp.send('Tracing.end'));
  const summary = summarizeTrace(events, options.simulate ? CPU_SLOWDOWN : 1);
  if (cpuProfile) summary.profile = await summarizeProfile(cpuProfile, page, summary.longTaskList);
  await context.close();
  return summary;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

const options = parseArgs(process.argv.slice(2));
const browser = await chromium.launch({
  executablePath: fullChromiumPath('the main-thread benchmark'),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
const results = {};
try {
  // Pages alternate run by run, so a change in the machine's load touches all of them.
  for (let run = 0; run < options.runs; run += 1) {
    for (const url of options.urls) {
      (results[url] ??= []).push(await measure(browser, url, {...options, profile: options.profile && run === 0}));
    }
  }
} finally {
  await browser.close();
}

const fmt = (ms) => `${Math.round(ms)} ms`;
for (const [url, runs] of Object.entries(results)) {
  const tbt = runs.map((r) => r.tbtLike);
  const threadTbt = runs.map((r) => r.threadTbtLike);
  const best = runs.find((r) => r.tbtLike === median(tbt));
  const mode = options.simulate ? `thread time x${CPU_SLOWDOWN}, browser not slowed` : `${CPU_SLOWDOWN}x CPU slowdown`;
  console.log(`\n${url}  (${runs.length} run${runs.length > 1 ? 's' : ''}, ${mode})`);
  console.log(
    `  TBT-like ${fmt(median(tbt))} [${tbt.map(Math.round).join(', ')}], longest task ${fmt(best.longest)}, ` +
      `${best.longTasks} long tasks, main thread busy ${fmt(best.busy)}, FCP ${best.fcp === null ? '?' : fmt(best.fcp)}`,
  );
  console.log(
    `  from thread time (the machine's load left out): TBT-like ${fmt(median(threadTbt))} ` +
      `[${threadTbt.map(Math.round).join(', ')}], longest task ${fmt(median(runs.map((r) => r.threadLongest)))} ` +
      `[${runs.map((r) => Math.round(r.threadLongest)).join(', ')}], busy ${fmt(median(runs.map((r) => r.threadBusy)))}`,
  );
  console.log(
    `  long tasks${options.simulate ? ' (thread time x4)' : ''} (start: duration): ${best.longTaskList.map((t) => `${fmt(t.at)}: ${fmt(t.ms)}`).join(', ')}`,
  );
  for (const [kind, ms] of Object.entries(best.byKind).filter(([, ms]) => ms >= 5)) {
    console.log(`  ${fmt(ms).padStart(8)}  ${kind}`);
  }
  const profiled = runs.find((r) => r.profile);
  if (profiled) {
    console.log('  CPU profile, self time by function (first run):');
    for (const {ms, function: name, snippet} of profiled.profile.self.slice(0, 30)) {
      console.log(`  ${fmt(ms).padStart(8)}  ${name}  ${snippet}`);
    }
    if (options.verbose) {
      profiled.profile.longTasks.forEach((task, i) => {
        console.log(
          `  long task ${fmt(task.ms)} at ${fmt(profiled.longTaskList[i].at)} (${profiled.longTaskList[i].kinds.join(', ')}): ` +
            task.functions.map((f) => `${f.function} ${fmt(f.ms)}`).join(' | '),
        );
      });
    }
    console.log('  CPU profile, time by named function including its callees (first run):');
    for (const {ms, function: name} of profiled.profile.inclusive.slice(0, 40)) {
      console.log(`  ${fmt(ms).padStart(8)}  ${name}`);
    }
  }
}
if (options.json) writeFileSync(options.json, JSON.stringify(results, null, 2));
