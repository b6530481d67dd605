import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('seeds demo data (with its known passwords) by default only on the embedded database', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it('lists every wrong value at once', () => {
    expect(() => loadConfig({ PORT: 'x', DATABASE_URL: 'mysql://h/db' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });
});
