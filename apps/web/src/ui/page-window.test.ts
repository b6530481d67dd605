import { describe, expect, it } from 'vitest';
import { pageNumber, pageWindow } from './page-window';

describe('pageWindow', () => {
  it('centres the current page in a window of 5', () => {
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
  });
  it('keeps 5 numbers at both ends', () => {
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });
  it('shows every page when there are fewer than 5', () => {
    expect(pageWindow(2, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});

describe('pageNumber', () => {
  it('reads positive integers and falls back to 1', () => {
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber(null)).toBe(1);
    expect(pageNumber('0')).toBe(1);
    expect(pageNumber('x')).toBe(1);
    expect(pageNumber('2.5')).toBe(1);
  });
});
