// Finds the engines of the cross-engine suite (tests/engines/): Firefox ESR, WebKitGTK's WebDriver
// with the GObject bindings its browser (tests/engines/webkit-browser.py) runs on, and Xvfb for
// WebKitGTK's window. On Debian as root with any missing, installs Debian's packages, as
// scripts/chromium.mjs installs Chromium; elsewhere, says what to install.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { aptInstall } from './chromium.mjs';

/** Debian's packages of the engines, which the workflow installs too. */
export const ENGINE_PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'gir1.2-webkit2-4.1', 'python3-gi', 'xvfb'];

const PYTHON = '/usr/bin/python3';

/** Whether Debian's Python has WebKitGTK's bindings. */
function hasWebKitBindings() {
  try {
    execFileSync(PYTHON, ['-c', "import gi; gi.require_version('WebKit2', '4.1')"], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** What is missing: the executables' environment variables and paths, and the bindings. */
function missing(paths) {
  const absent = Object.entries(paths)
    .filter(([, path]) => !existsSync(path))
    .map(([variable, path]) => `${path} (or $${variable})`);
  return hasWebKitBindings() ? absent : [...absent, `${PYTHON} with gir1.2-webkit2-4.1 and python3-gi`];
}

/** The engines' paths, as the environment variables tests/engines/browsers.ts reads. */
export function findEngines({ install = true } = {}) {
  const paths = {
    FIREFOX_PATH: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    WEBKIT_DRIVER_PATH: process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
    XVFB_PATH: process.env.XVFB_PATH ?? '/usr/bin/Xvfb',
  };
  const absent = missing(paths);
  if (absent.length === 0) return paths;
  if (install && aptInstall(ENGINE_PACKAGES, `Not found: ${absent.join(', ')}`) && missing(paths).length === 0)
    return paths;
  throw new Error(
    `The cross-engine tests need Firefox ESR, WebKitGTK's WebDriver and Xvfb; not found: ${absent.join(', ')}. ` +
      `Install them (Debian 12: \`sudo apt-get install ${ENGINE_PACKAGES.join(' ')}\`; elsewhere, a Firefox ESR ` +
      '128 or later, WebKitGTK 2.50 or later with its WebDriver and GObject bindings for Python 3, and Xvfb), or ' +
      'set FIREFOX_PATH, WEBKIT_DRIVER_PATH and XVFB_PATH.',
  );
}
