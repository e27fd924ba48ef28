import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as LH from 'lighthouse/types/lh.js';
import { onCpuTime, onlyNeededRequests, type TimedEvent } from './cpu-time-lantern';

const MAIN = { pid: 1, tid: 7 };

describe('onCpuTime', () => {
  const task = { ...MAIN, ts: 1000, dur: 100, tdur: 40 };
  const events: TimedEvent[] = [
    { ...MAIN, ph: 'M', ts: 0 },
    { ...MAIN, ph: 'X', ts: 1000, dur: 100 },
    { ...MAIN, ph: 'X', ts: 1050, dur: 20 },
    { ...MAIN, ph: 'I', ts: 1090 },
    { ...MAIN, ph: 'X', ts: 1200, dur: 30 },
    { pid: 1, tid: 8, ph: 'X', ts: 1050, dur: 20 },
  ];

  it('shrinks a main-thread task to its CPU time, its events in proportion', () => {
    const [metadata, top, child, instant, between, otherThread] = onCpuTime(events, [task]);
    expect(top).toMatchObject({ ts: 1000, dur: 40 });
    expect(child).toMatchObject({ ts: 1020, dur: 8 });
    expect(instant).toMatchObject({ ts: 1036 });
    expect(between).toBe(events[4]);
    expect(otherThread).toBe(events[5]);
    expect(metadata).toBe(events[0]);
  });

  it('never stretches a task whose CPU time reads longer than its wall time', () => {
    const [, top, child] = onCpuTime(events, [{ ...task, tdur: 130 }]);
    expect(top).toMatchObject({ ts: 1000, dur: 100 });
    expect(child).toMatchObject({ ts: 1050, dur: 20 });
  });

  it('leaves a trace without tasks as it was', () => {
    expect(onCpuTime(events, [])).toEqual(events);
  });

  it('keeps every event inside the task that held it, and tasks in their order', () => {
    const taskShape = fc.record({ gap: fc.integer({ min: 0, max: 500 }), dur: fc.integer({ min: 1, max: 5000 }), cpu: fc.double({ min: 0, max: 1, noNaN: true }) });
    const childShape = fc.record({ task: fc.nat(), start: fc.double({ min: 0, max: 1, noNaN: true }), length: fc.double({ min: 0, max: 1, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(taskShape, { minLength: 1, maxLength: 8 }), fc.array(childShape, { maxLength: 20 }), (shapes, children) => {
        let at = 0;
        const tasks = shapes.map(({ gap, dur, cpu }) => {
          at += gap;
          const made = { ...MAIN, ts: at, dur, tdur: dur * cpu };
          at += dur + 1;
          return made;
        });
        const tops: TimedEvent[] = tasks.map(({ ts, dur }) => ({ ...MAIN, ph: 'X', ts, dur }));
        const inner: TimedEvent[] = children.map(({ task: index, start, length }) => {
          const holder = tasks[index % tasks.length]!;
          const ts = holder.ts + start * holder.dur;
          return { ...MAIN, ph: 'X', ts, dur: length * (holder.ts + holder.dur - ts) };
        });
        const out = onCpuTime([...tops, ...inner], tasks);
        const newTops = out.slice(0, tops.length);
        newTops.forEach((top, index) => {
          expect(top.dur).toBeCloseTo(tasks[index]!.tdur, 6);
          if (index > 0) expect(top.ts).toBeGreaterThan(newTops[index - 1]!.ts);
        });
        out.slice(tops.length).forEach((event, index) => {
          const holder = newTops[children[index]!.task % tasks.length]!;
          expect(event.ts).toBeGreaterThanOrEqual(holder.ts - 1e-6);
          expect(event.ts + (event.dur ?? 0)).toBeLessThanOrEqual(holder.ts + (holder.dur ?? 0) + 1e-6);
        });
      }),
    );
  });
});

describe('onlyNeededRequests', () => {
  const sent = (requestId: string, url: string) => ({ method: 'Network.requestWillBeSent', params: { requestId, request: { url } } });
  const finished = (requestId: string) => ({ method: 'Network.loadingFinished', params: { requestId } });
  const log = [
    sent('1', 'https://app/home'),
    sent('2', 'https://app/assets/index.js'),
    sent('3', 'https://app/assets/core.js'),
    finished('1'),
    finished('2'),
    finished('3'),
    { method: 'Page.frameNavigated', params: {} },
  ] as unknown as LH.DevtoolsLog;

  it('keeps the document, the requests asked for and every entry not about a request; drops the rest', () => {
    const kept = onlyNeededRequests(log, (url) => url.pathname.endsWith('index.js'));
    expect(kept.map((entry) => `${entry.method} ${entry.params !== undefined && 'requestId' in entry.params ? String(entry.params.requestId) : ''}`)).toEqual([
      'Network.requestWillBeSent 1',
      'Network.requestWillBeSent 2',
      'Network.loadingFinished 1',
      'Network.loadingFinished 2',
      'Page.frameNavigated ',
    ]);
  });

  it('keeps the document even when nothing else is needed', () => {
    expect(onlyNeededRequests(log, () => false).filter((entry) => entry.method === 'Network.requestWillBeSent')).toHaveLength(1);
  });
});
