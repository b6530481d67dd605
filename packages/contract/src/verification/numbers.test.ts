import { describe, expect, it } from 'vitest';
import { isValidTckn, isValidVkn, taxNumberProblem } from './numbers';

describe('tax number check digits', () => {
  it('accepts the numbers python-stdnum accepts and refuses a changed digit', () => {
    expect(isValidVkn('4540536920')).toBe(true);
    expect(isValidVkn('4540536921')).toBe(false);
    expect(isValidTckn('17291716060')).toBe(true);
    expect(isValidTckn('17291716050')).toBe(false);
    expect(isValidTckn('07291716092')).toBe(false); // never starts with 0
  });
  it('tells a wrong length or letters apart from a wrong check digit', () => {
    expect(taxNumberProblem('4540536920')).toBeNull();
    expect(taxNumberProblem('17291716060')).toBeNull();
    expect(taxNumberProblem('454053692')).toBe('length');
    expect(taxNumberProblem('454053692A')).toBe('length');
    expect(taxNumberProblem('4540536929')).toBe('check');
    expect(taxNumberProblem('17291716061')).toBe('check');
  });
});
