import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../memory/memory-platform';
import { SessionTemporaryState } from './session-temporary-state';

const at = (search: string) => ({ hostname: 'members.example.test', search });

describe('SessionTemporaryState', () => {
  it('keeps the temporary token, group choice and CRM block in the session store', () => {
    const store = new MemoryKeyValueStore();
    const state = new SessionTemporaryState(store, at(''));
    state.setTempToken('temp');
    state.setGroupSelected(true);
    state.setCrmNavigationBlocked(true);
    const afterReload = new SessionTemporaryState(store, at(''));
    expect(afterReload.tempToken()).toBe('temp');
    expect(afterReload.groupSelected()).toBe(true);
    expect(afterReload.crmNavigationBlocked()).toBe(true);
  });

  it('remembers testenv once seen, after the query has gone', () => {
    const store = new MemoryKeyValueStore();
    const location = { hostname: 'members.example.test', search: '?testenv=uat2' };
    const state = new SessionTemporaryState(store, location);
    location.search = '';
    expect(state.testEnvironment()).toBe('uat2');
  });

  it('clear() forgets everything it holds and nothing else', () => {
    const store = new MemoryKeyValueStore();
    store.set('unrelated', 'kept');
    const state = new SessionTemporaryState(store, at('?testenv=uat2'));
    state.setTempToken('temp');
    state.setGroupSelected(true);
    state.clear();
    expect(state.tempToken()).toBeNull();
    expect(state.groupSelected()).toBe(false);
    expect(store.get('md_testenv')).toBeNull();
    expect(store.get('unrelated')).toBe('kept');
  });
});
