// Before the browser tests: make sure a browser is there, and get one when it is not.
// `--full` (npm run bench) asks for the full Chromium, which Lighthouse needs; without it, the
// tests' headless shell is enough, and Debian's is what gets installed.
import { existsSync } from 'node:fs';
import { findChromium, findTestChromium } from './find-chromium.ts';
import { run } from './run.ts';

const full = process.argv.includes('--full');
const find = full ? findChromium : findTestChromium;
const debianPackage = full ? 'chromium' : 'chromium-headless-shell';

const found = find();
if (found) {
  console.log(`Browser tests use Chromium at ${found}.`);
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
if (isRoot && isDebian) {
  console.log(`No Chromium found: installing Debian's ${debianPackage} with apt-get.`);
  const code = (await run('apt-get', ['update'])) || (await run('apt-get', ['install', '-y', debianPackage]));
  if (code === 0 && find()) process.exit(0);
} else {
  console.log('No Chromium found: installing Playwright’s Chromium (npx playwright install chromium).');
  const code = await run('npx', ['playwright', 'install', 'chromium']);
  if (code === 0 && find()) process.exit(0);
}

console.error(
  'The browser tests need Chromium and none could be installed.\n' +
    `Install one of: Debian/Ubuntu \`sudo apt-get install ${debianPackage}\`; or \`npx playwright install chromium\`;\n` +
    'or point CHROME_PATH at an existing Chromium or Chrome binary.',
);
process.exit(1);
