// Where traced work goes on the page's main thread, from a Chromium trace (browser.startTracing): each
// event's self time (its duration less its children's), summed by kind of work, over the spans the page
// marked with FIRST_FRAME_MARKS (user timing marks, traced in the 'blink.user_timing' category). Besides the wall clock it
// sums the thread's CPU time, which stays near what an idle core would take while other work on the
// machine stretches the wall clock.

/** A complete ('X') or metadata ('M') event of Chromium's trace format; times and durations in µs. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The page marks where each timed first frame starts and ends. */
export const FIRST_FRAME_MARKS = { start: 'first frame start', end: 'first frame end' } as const;

export type WorkKind = 'script' | 'style' | 'layout' | 'paint' | 'garbage collection' | 'other';

export interface WorkTime {
  wallMs: number;
  cpuMs: number;
}

const kindOfEvent: Partial<Record<string, WorkKind>> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  FireAnimationFrame: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'v8.callFunction': 'script',
  'v8.run': 'script',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  BlinkGC: 'garbage collection',
};

interface Slice extends WorkTime {
  end: number;
  kind: WorkKind;
}

/** The traced spans between each start mark and the end mark after it, in µs. */
function markedSpans(traceEvents: TraceEvent[]): { from: number; to: number }[] {
  const marks = traceEvents
    .filter((event) => event.name === FIRST_FRAME_MARKS.start || event.name === FIRST_FRAME_MARKS.end)
    .sort((a, b) => a.ts - b.ts);
  return marks.flatMap((mark, index) => {
    const next = marks[index + 1];
    return mark.name === FIRST_FRAME_MARKS.start && next?.name === FIRST_FRAME_MARKS.end
      ? [{ from: mark.ts, to: next.ts }]
      : [];
  });
}

/** Main-thread time by kind of work in the marked first frames, in ms. */
export function mainThreadTime(traceJson: string): Map<WorkKind, WorkTime> {
  const { traceEvents } = JSON.parse(traceJson) as { traceEvents: TraceEvent[] };
  const main = traceEvents.find((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain');
  if (!main) throw new Error('The trace has no renderer main thread.');
  const spans = markedSpans(traceEvents);
  const events = traceEvents
    .filter((event) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid)
    .filter((event) => spans.some(({ from, to }) => event.ts >= from && event.ts < to))
    // Parents before their children: by start, the longer first.
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

  const slices: Slice[] = [];
  const open: Slice[] = [];
  for (const event of events) {
    while (open.length > 0 && (open.at(-1)?.end ?? 0) <= event.ts) open.pop();
    const parent = open.at(-1);
    const wallMs = (event.dur ?? 0) / 1000;
    const cpuMs = (event.tdur ?? 0) / 1000;
    // An event of no known kind (a task, a scheduler slice) is work of its parent's kind.
    const slice = {
      end: event.ts + (event.dur ?? 0),
      kind: kindOfEvent[event.name] ?? parent?.kind ?? 'other',
      wallMs,
      cpuMs,
    };
    if (parent) {
      parent.wallMs -= wallMs;
      parent.cpuMs -= cpuMs;
    }
    open.push(slice);
    slices.push(slice);
  }

  const totals = new Map<WorkKind, WorkTime>();
  for (const { kind, wallMs, cpuMs } of slices) {
    const total = totals.get(kind) ?? { wallMs: 0, cpuMs: 0 };
    totals.set(kind, { wallMs: total.wallMs + wallMs, cpuMs: total.cpuMs + Math.max(0, cpuMs) });
  }
  return totals;
}
