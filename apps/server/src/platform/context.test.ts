// The journeys' clock (config CLOCK_SHIFT_FILE): the system's time moved ahead by what a journey writes in a file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shiftedClock } from './context';

const dir = mkdtempSync(path.join(tmpdir(), 'clock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const DAY = 86_400_000;

describe('a shifted clock', () => {
  it('runs as the system clock without its file, and ahead by what the file says once written', async () => {
    const file = path.join(dir, 'shift');
    const clock = shiftedClock(file);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    writeFileSync(file, String(14 * DAY));
    await new Promise((r) => setTimeout(r, 250)); // it reads the file again at most every 200 ms
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(14 * DAY - 1000);
    writeFileSync(file, 'not a number');
    await new Promise((r) => setTimeout(r, 250));
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
