import { describe, expect, it } from 'vitest';
import type { ApiError } from '../api/ApiClient';
import { combineResources, optionalResource, type ResourceState } from './combineResources';

const loading: ResourceState<never> = { status: 'loading', data: null, error: null };
const idle: ResourceState<never> = { status: 'idle', data: null, error: null };
const answered = <T>(data: T): ResourceState<T> => ({ status: 'success', data, error: null });
const boom: ApiError = { status: 500, message: 'Boom' };
const failed: ResourceState<never> = { status: 'error', data: null, error: boom };

describe('combineResources', () => {
  it('is loading until every resource has answered', () => {
    expect(combineResources(answered(1), loading)).toEqual({ status: 'loading', data: null, error: null });
    expect(combineResources(loading, answered('a'))).toMatchObject({ status: 'loading', data: null });
  });

  it('is loading while a resource reloads, though it still holds its last answer', () => {
    const reloading: ResourceState<number> = { status: 'loading', data: 1, error: null };

    expect(combineResources(answered('a'), reloading)).toMatchObject({ status: 'loading', data: null });
  });

  it('waits for a write that has not been sent', () => {
    expect(combineResources(answered(1), idle).status).toBe('loading');
  });

  it('fails as soon as any call failed, with its error', () => {
    expect(combineResources(loading, failed)).toEqual({ status: 'error', data: null, error: boom });
  });

  it('answers every value, in order, once all have arrived', () => {
    const combined = combineResources(answered(1), answered(['a']));

    expect(combined).toEqual({ status: 'success', data: [1, ['a']], error: null });
  });
});

describe('optionalResource', () => {
  it('waits for the resource but takes its failure as no data', () => {
    expect(combineResources(answered(1), optionalResource(loading)).status).toBe('loading');
    expect(combineResources(answered(1), optionalResource(failed))).toEqual({
      status: 'success',
      data: [1, null],
      error: null,
    });
  });
});
