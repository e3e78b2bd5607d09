import { writeFileSync } from 'node:fs';

/** A Chromium trace event, the fields read here. */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Event names summed: the renderer's own work, each inclusive of what it contains. */
const NAMES = [
  'ParseHTML',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'ParseAuthorStyleSheet',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
  'ScheduleStyleRecalculation',
  'HitTest',
  'EventDispatch',
  'RunTask',
];

/**
 * Inclusive time per event name on the page's main thread until `untilMs` after the first
 * navigation event, summed over loads, per app.
 */
export class ColdTraces {
  private readonly byApp = new Map<string, { loads: number; names: Map<string, number> }>();

  add(app: string, trace: Buffer, untilMs: number) {
    // The last load of each app, to open in DevTools' Performance panel.
    writeFileSync(`bench/.front/${app.replace(/\W+/g, '-')}.trace.json`, trace);
    const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
    const mains = traceEvents.filter(
      (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
    );
    // The page's renderer: the main thread that ran the most tasks.
    const busiest = mains
      .map((main) => ({
        main,
        tasks: traceEvents.filter(
          (event) => event.pid === main.pid && event.tid === main.tid && event.name === 'RunTask',
        ).length,
      }))
      .sort((a, b) => b.tasks - a.tasks)[0]?.main;
    if (!busiest) return;
    const own = traceEvents.filter(
      (event) => event.pid === busiest.pid && event.tid === busiest.tid && event.ph === 'X',
    );
    const start = Math.min(
      ...traceEvents
        .filter((event) => event.pid === busiest.pid && event.name === 'navigationStart')
        .map((event) => event.ts),
      ...own.map((event) => event.ts),
    );
    const sums = this.byApp.get(app) ?? { loads: 0, names: new Map() };
    this.byApp.set(app, sums);
    sums.loads += 1;
    for (const event of own) {
      if (!NAMES.includes(event.name) || event.ts - start > untilMs * 1000) continue;
      sums.names.set(event.name, (sums.names.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    }
  }

  print() {
    console.log('  (the last trace of each app: bench/.front/*.trace.json)');
    for (const [app, { loads, names }] of this.byApp) {
      console.log(`  ${app} (${loads} loads), inclusive ms per load`);
      for (const name of NAMES) {
        const ms = names.get(name);
        if (ms) console.log(`    ${(ms / loads).toFixed(1).padStart(7)} ms  ${name}`);
      }
    }
  }
}
