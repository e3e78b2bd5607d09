import { writeFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';

/** The part of a DevTools CPU profile read here. */
interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

/** The package (or `src/` folder) a module path belongs to. */
const packageOf = (modulePath: string) => {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(modulePath);
  if (inModules) return inModules[1];
  const inSource = /^(src\/[^/]+)/.exec(modulePath);
  return inSource ? inSource[1] : modulePath;
};

/**
 * Each line's package in a script built without minifying: rolldown heads each module's code
 * with a `// node_modules/…` or `// src/…` line (indented inside a shared factory).
 */
async function packageLines(url: string) {
  const text = await fetch(url).then((response) => response.text());
  const starts: [number, string][] = [];
  text.split('\n').forEach((line, index) => {
    const marker = /^\s*\/\/ (\S+\.(?:[cm]?[jt]sx?|html))$/.exec(line);
    if (marker) starts.push([index, packageOf(marker[1])]);
  });
  return (line: number) => {
    let found = '(chunk code)';
    for (const [start, name] of starts) {
      if (start > line) break;
      found = name;
    }
    return found;
  };
}

/** Self time (ms) per script file, package and function, summed over the loads of one app. */
export class ColdProfiles {
  private readonly byApp = new Map<
    string,
    {
      loads: number;
      files: Map<string, number>;
      packages: Map<string, number>;
      functions: Map<string, number>;
      tasks: Map<string, number>;
    }
  >();
  private readonly scripts = new Map<string, Promise<(line: number) => string>>();

  /** Starts sampling the page's main thread (every 200 µs) before it navigates. */
  static async start(cdp: CDPSession) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }

  /** Stops sampling and adds the samples taken in the first `untilMs` to `app`'s sums. */
  async add(app: string, cdp: CDPSession, untilMs: number) {
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    // The last load of each app, to open in DevTools' Performance panel.
    writeFileSync(`bench/.front/${app.replace(/\W+/g, '-')}.cpuprofile`, JSON.stringify(profile));
    const sums = this.byApp.get(app) ?? {
      loads: 0,
      files: new Map(),
      packages: new Map(),
      functions: new Map(),
      tasks: new Map(),
    };
    this.byApp.set(app, sums);
    sums.loads += 1;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    // Each node's task: the function the event loop called (the root's child it descends from).
    const taskOf = new Map<number, string>();
    const [root] = profile.nodes;
    const children = new Map(profile.nodes.map((node) => [node.id, node.children ?? []]));
    const mark = (id: number, task: string) => {
      taskOf.set(id, task);
      for (const child of children.get(id) ?? []) mark(child, task);
    };
    for (const id of root?.children ?? []) {
      const frame = nodes.get(id);
      const file = frame?.url.split('/').pop() ?? '';
      mark(id, `${frame?.functionName || '(anonymous)'} ${file}:${(frame?.lineNumber ?? 0) + 1}`);
    }
    for (const { url } of nodes.values()) {
      if (url.endsWith('.js') && !this.scripts.has(url)) this.scripts.set(url, packageLines(url));
    }
    const lines = new Map<string, (line: number) => string>();
    for (const [url, script] of this.scripts) lines.set(url, await script);
    let at = 0;
    profile.samples.forEach((id, index) => {
      const delta = profile.timeDeltas[index] / 1000;
      at += delta;
      if (at > untilMs) return;
      const frame = nodes.get(id);
      if (!frame) return;
      const task = taskOf.get(id) ?? '(root)';
      sums.tasks.set(task, (sums.tasks.get(task) ?? 0) + delta);
      const inPackage = lines.get(frame.url)?.(frame.lineNumber) ?? frame.functionName;
      sums.packages.set(inPackage, (sums.packages.get(inPackage) ?? 0) + delta);
      const file = frame.url ? (frame.url.split('/').pop() ?? frame.url) : frame.functionName;
      sums.files.set(file, (sums.files.get(file) ?? 0) + delta);
      const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
      sums.functions.set(name, (sums.functions.get(name) ?? 0) + delta);
    });
  }

  /** Mean self time per load, largest first: every file, and the `top` functions. */
  print(top = 25) {
    for (const [app, { loads, files, packages, functions, tasks }] of this.byApp) {
      const rows = (map: Map<string, number>, limit: number) =>
        [...map]
          .sort((a, b) => b[1] - a[1])
          .slice(0, limit)
          .map(([name, ms]) => `      ${(ms / loads).toFixed(1).padStart(7)} ms  ${name}`)
          .join('\n');
      const busy = [...files]
        .filter(([file]) => file !== '(idle)')
        .reduce((sum, [, ms]) => sum + ms, 0);
      console.log(`  ${app}: ${(busy / loads).toFixed(0)} ms busy per load (${loads} loads)`);
      console.log(`    by file\n${rows(files, 12)}`);
      console.log(`    by package (a build without minifying names them)\n${rows(packages, 30)}`);
      console.log(`    by function\n${rows(functions, top)}`);
      console.log(`    by task (the function the event loop called)\n${rows(tasks, 15)}`);
    }
  }
}
