// What bench:interactions puts in the page before the app: the browser's own records of each
// interaction (Event Timing, long tasks) and a watch that notes when what an interaction should
// show is first painted.
//
// A string, not a function: tsx would wrap a function's inner functions in a helper the page does
// not have.

/** One interaction as the page saw it (times on the page's performance clock). */
export interface Observed {
  /** When the input that began it happened (the first pointerdown or keydown after arming). */
  inputAt: number;
  /** When each awaited state was first painted. */
  shownAt: Record<string, number>;
  /** Event Timing: the longest duration of the events of each interaction (by interactionId). */
  interactions: { id: number; name: string; duration: number; processing: number }[];
  longTasks: { startTime: number; duration: number }[];
}

export const PROBE = `
(() => {
  const events = [];
  const longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      events.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        processing: entry.processingEnd - entry.processingStart,
        interactionId: entry.interactionId,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });

  let armed = null;
  let lastInput = null;
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, (event) => {
      if (armed && armed.inputAt === null) armed.inputAt = event.timeStamp;
      lastInput = event.timeStamp;
    }, { capture: true });
  }

  /**
   * Arms the watch: each of \`awaited\` (name -> a JS expression) is checked before every frame from
   * now on; the time after the first frame that paints it true is its time. \`inputAt\` is the next
   * input's, or now when the interaction starts with no input event (a call in the page).
   */
  window.__arm = (awaited, withoutInput) => {
    const checks = Object.entries(awaited).map(([name, source]) => [name, new Function('return (' + source + ');')]);
    const state = { inputAt: withoutInput ? performance.now() : null, armedAt: performance.now(), shownAt: {}, done: false };
    armed = state;
    const frame = () => {
      if (armed !== state) return;
      let pending = 0;
      for (const [name, check] of checks) {
        if (name in state.shownAt) continue;
        let met = false;
        try { met = Boolean(check()); } catch { met = false; }
        // This frame paints it: the time is taken once the frame is out.
        if (met) {
          state.shownAt[name] = -1;
          setTimeout(() => { state.shownAt[name] = performance.now(); });
        } else pending += 1;
      }
      if (pending === 0) {
        setTimeout(() => { state.done = true; });
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };

  window.__armed = () => armed;
  window.__done = () => Boolean(armed && armed.done && armed.inputAt !== null);

  /** Once done: the interaction's input, paint times, Event Timing entries and long tasks. */
  window.__collect = () => {
    const state = armed;
    if (!state || !state.done || state.inputAt === null) return null;
    armed = null;
    const end = Math.max(...Object.values(state.shownAt));
    const byInteraction = new Map();
    for (const entry of events) {
      if (entry.startTime < state.armedAt - 1 || !entry.interactionId) continue;
      const seen = byInteraction.get(entry.interactionId);
      if (!seen || entry.duration > seen.duration) {
        byInteraction.set(entry.interactionId, { id: entry.interactionId, name: entry.name, duration: entry.duration, processing: entry.processing });
      }
    }
    return {
      inputAt: state.inputAt,
      shownAt: state.shownAt,
      interactions: [...byInteraction.values()],
      longTasks: longTasks.filter((task) => task.startTime + task.duration > state.inputAt && task.startTime < end),
    };
  };
})();
`;

/**
 * With --renders: React's commits seen through the hook its DevTools use (production builds call
 * it too), counting which components ran their render in each, by name (a build with
 * `--minify false` keeps the names). Only the fibers of subtrees that changed are visited: React
 * keeps a bailed-out subtree's objects, with their old flags.
 */
export const RENDER_COUNTER = `
(() => {
  const PERFORMED_WORK = 1;
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const counts = new Map();
  let counting = false;
  const nameOf = (type) =>
    type && (type.displayName || type.name || (type.render && (type.render.displayName || type.render.name)) || (type.type && nameOf(type.type)));
  // Each commit: when, how many components rendered, and where its renders started (a component
  // that rendered under no rendered component: the state or context change that caused them).
  const commits = [];
  // Why an origin rendered: which of its state hooks (by their order in the component, counting
  // only hooks with an update queue: useState, useReducer, useSyncExternalStore) or contexts changed.
  const why = (fiber) => {
    const before = fiber.alternate;
    if (!before) return ' (mounted)';
    const changed = [];
    let hook = fiber.memoizedState;
    let old = before.memoizedState;
    let index = 0;
    while (hook && old && typeof hook === 'object' && 'next' in hook) {
      if (hook.queue) {
        if (!Object.is(hook.memoizedState, old.memoizedState)) changed.push('state#' + index);
        index += 1;
      }
      hook = hook.next;
      old = old.next;
    }
    let dependency = fiber.dependencies && fiber.dependencies.firstContext;
    while (dependency) {
      const name = dependency.context.displayName || 'context';
      if (!Object.is(dependency.memoizedValue, dependency.context._currentValue)) changed.push(name);
      dependency = dependency.next;
    }
    return changed.length ? ' (' + changed.join(' ') + ')' : '';
  };
  const visit = (root) => {
    const stack = [[root, false]];
    let rendered = 0;
    const origins = new Map();
    const names = new Map();
    while (stack.length) {
      const [fiber, underRendered] = stack.pop();
      // A component's children are under a render only if it rendered itself (not if it bailed out
      // under a rendered ancestor); other fibers (elements, providers) pass on their parent's.
      let renderedHere = COMPONENT_TAGS.has(fiber.tag) ? false : underRendered;
      if (COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK)) {
        const name = nameOf(fiber.type) || '(anonymous)';
        counts.set(name, (counts.get(name) || 0) + 1);
        names.set(name, (names.get(name) || 0) + 1);
        rendered += 1;
        if (!underRendered) {
          const key = name + why(fiber);
          origins.set(key, (origins.get(key) || 0) + 1);
        }
        renderedHere = true;
      }
      if (fiber.sibling) stack.push([fiber.sibling, underRendered]);
      if (fiber.child && (!fiber.alternate || fiber.child !== fiber.alternate.child)) stack.push([fiber.child, renderedHere]);
    }
    const most = [...names].filter(([name]) => !/^(Styled|Insertion)/.test(name)).sort((a, b) => b[1] - a[1]).slice(0, 6);
    commits.push({
      at: Math.round(performance.now()),
      hash: location.hash,
      rendered,
      origins: [...origins].map(([name, times]) => times > 1 ? name + ' x' + times : name).join(', ') +
        (rendered > 200 ? '; most: ' + most.map(([name, times]) => name + ' ' + times).join(', ') : ''),
    });
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_, root) => { if (counting) visit(root.current); },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  };
  window.__countRenders = (on) => {
    counting = on;
    const seen = Object.fromEntries(counts);
    counts.clear();
    return seen;
  };
  window.__commits = () => commits.splice(0);
})();
`;
