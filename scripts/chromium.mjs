// Finds a Chromium for Playwright and Lighthouse: $CHROMIUM_PATH, Debian's /usr/bin/chromium, or a
// Playwright-managed browser. On Debian as root with none present, installs Debian's `chromium`
// (with aptInstall, which scripts/engines.mjs uses too).
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

/** On Debian as root, installs Debian's `packages` with apt-get, saying `why`; whether it could. */
export function aptInstall(packages, why) {
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) return false;
  console.log(`${why}: installing Debian's ${packages.join(', ')} with apt-get…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, {
    stdio: 'inherit',
  });
  return true;
}

export function findChromium({ install = true } = {}) {
  const candidates = [process.env.CHROMIUM_PATH, DEBIAN_CHROMIUM, playwrightManaged()];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  if (install && aptInstall(['chromium'], 'No Chromium found') && existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  throw new Error(
    'No Chromium browser found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or set CHROMIUM_PATH to the executable of a Chromium or Chrome browser.',
  );
}
