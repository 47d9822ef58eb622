// Finds a Chromium for Playwright and Lighthouse: $CHROMIUM_PATH, Debian's /usr/bin/chromium, or a
// Playwright-managed browser. On Debian as root with none present, installs Debian's `chromium`.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function playwrightManaged() {
  try {
    return execSync('node -e "process.stdout.write(require(\'playwright-core\').chromium.executablePath())"', {
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString();
  } catch {
    return '';
  }
}

export function findChromium({ install = true } = {}) {
  const candidates = [process.env.CHROMIUM_PATH, DEBIAN_CHROMIUM, playwrightManaged()];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  const canApt = process.getuid?.() === 0 && existsSync('/etc/debian_version');
  if (install && canApt) {
    console.log("No Chromium found: installing Debian's chromium package with apt-get…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(
    'No Chromium browser found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or set CHROMIUM_PATH to the executable of a Chromium or Chrome browser.',
  );
}
