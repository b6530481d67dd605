import { describe, expect, it } from 'vitest';
import { pageNumber, pageNumbers, pageWindow } from './page-window';

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

describe('pageNumbers', () => {
  it('a sliding window of a size is pageWindow', () => {
    expect(pageNumbers(5, 9, { size: 5 })).toEqual([3, 4, 5, 6, 7]);
  });
  it('shows up to 3 pages before and after the current one', () => {
    expect(pageNumbers(6, 12, { around: 3 })).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(pageNumbers(1, 12, { around: 3 })).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(12, 12, { around: 3 })).toEqual([9, 10, 11, 12]);
    expect(pageNumbers(2, 3, { around: 3 })).toEqual([1, 2, 3]);
  });
  it('keeps a page past the end inside the pages', () => {
    expect(pageNumbers(40, 12, { around: 3 })).toEqual([9, 10, 11, 12]);
    expect(pageNumbers(1, 0, { around: 3 })).toEqual([]);
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
