import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../memory/memory-platform';
import { SandboxFaultPins } from './sandbox-fault-pins';

const page = (search: string) => ({ hostname: 'localhost', search });

describe('SandboxFaultPins', () => {
  it('pins the fault plan of the URL for the browser session, in the sandbox notation', () => {
    const store = new MemoryKeyValueStore();
    const location = page('?fault=account:503,benefits.medical:LATENCY-3000');
    expect(new SandboxFaultPins(store, location).faultPlan()).toBe('account:503,benefits.medical:latency-3000');
    location.search = '';
    // A reload (a new instance over the same session storage) keeps it.
    expect(new SandboxFaultPins(store, location).faultPlan()).toBe('account:503,benefits.medical:latency-3000');
  });

  it("lifts the plan with fault=none", () => {
    const store = new MemoryKeyValueStore();
    const location = page('?fault=programs:malformed');
    const pins = new SandboxFaultPins(store, location);
    expect(pins.faultPlan()).toBe('programs:malformed');
    location.search = '?fault=none';
    expect(pins.faultPlan()).toBeNull();
  });

  it('ignores a plan that does not parse rather than sending it', () => {
    const store = new MemoryKeyValueStore();
    const location = page('?fault=token:drop');
    const pins = new SandboxFaultPins(store, location);
    expect(pins.faultPlan()).toBe('token:drop');
    location.search = '?fault=token:explode';
    expect(pins.faultPlan()).toBe('token:drop');
  });

  it('pins a shorter time limit, lifted with timeout=none, and ignores nonsense', () => {
    const location = page('?timeout=1500');
    const pins = new SandboxFaultPins(new MemoryKeyValueStore(), location);
    expect(pins.timeoutMs()).toBe(1500);
    location.search = '?timeout=-5';
    expect(pins.timeoutMs()).toBe(1500);
    location.search = '?timeout=none';
    expect(pins.timeoutMs()).toBeNull();
    expect(new SandboxFaultPins(new MemoryKeyValueStore(), page('')).timeoutMs()).toBeNull();
  });
});
