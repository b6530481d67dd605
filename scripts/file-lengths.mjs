// Source files stay small enough to read in one sitting (DESIGN §2a: split past ~300 lines): `npm run validate` fails
// when a file of code is over 400 lines. Tests are checked at 600 (a scenario reads best whole).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 400;
const TEST_LIMIT = 600;
const files = execSync('git ls-files -co --exclude-standard -- "*.ts" "*.tsx" "*.mjs" "*.cjs"', { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !f.includes('node_modules/') && !f.startsWith('apps/server/drizzle/'));
const over = [];
for (const file of files) {
  let lines;
  try {
    lines = readFileSync(file, 'utf8').split('\n').length - 1;
  } catch {
    continue; // deleted in the work tree
  }
  const limit = /\.(test|e2e)\.tsx?$/.test(file) ? TEST_LIMIT : LIMIT;
  if (lines > limit) over.push(`${file}: ${lines} lines (at most ${limit})`);
}
if (over.length) {
  console.error(`Files over their length (split them by what they hold):\n${over.join('\n')}`);
  process.exit(1);
}
console.log(`${files.length} files within ${LIMIT} lines (tests ${TEST_LIMIT})`);
