import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

// The two engines beside Chromium, each behind the same small interface so that the suite is
// written once: Firefox ESR over WebDriver BiDi (Puppeteer), and WebKitGTK over W3C WebDriver
// (WebKitWebDriver, with a plain client below, under Xvfb). scripts/engines.mjs finds or installs
// them and passes their paths in the environment.

export type Key = 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight' | 'Enter' | 'Escape' | 'Tab' | 'Home';

export interface EngineBrowser {
  /** The engine and its version, as a failure names it: "Firefox ESR 153.8.0". */
  name: string;
  /** Opens `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page (it must not close over anything) and returns its JSON result. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** Clicks the first element `selector` matches, as a reader's pointer does. */
  click(selector: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Types `text` into the focused element, key by key. */
  type(text: string): Promise<void>;
  /** Sets the size of the page's viewport. */
  resize(width: number, height: number): Promise<void>;
  /** The console errors, uncaught exceptions and policy violations since the last call, each named so. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

/** A problem the engine reported, in the words a failure uses. */
export function describeProblem(kind: 'console error' | 'uncaught exception' | 'policy violation', text: string) {
  return `${kind}: ${text}`;
}

export async function launchFirefox(executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr') {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true });
  const page = await browser.newPage();
  let problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(describeProblem('console error', message.text()));
  });
  // An error object logged reads as its name and message, where Puppeteer would give "JSHandle@error".
  await page.evaluateOnNewDocument(() => {
    const log = console.error.bind(console);
    console.error = (...args: unknown[]) =>
      log(...args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : arg)));
  });
  // Firefox reports a Content-Security-Policy violation as an error of the page's.
  page.on('pageerror', (error) => {
    const { message } = error as Error;
    const policy = /^Content-Security-Policy/.test(message);
    problems.push(describeProblem(policy ? 'policy violation' : 'uncaught exception', message));
  });
  const version = (await browser.version()).replace(/^firefox\//, '');
  const engine: EngineBrowser = {
    name: `Firefox ESR ${version}`,
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    evaluate: (fn, ...args) => page.evaluate(fn as (...args: unknown[]) => never, ...args),
    click: (selector) => page.click(selector),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    resize: (width, height) => page.setViewport({ width, height }),
    problems: async () => {
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
      const taken = problems;
      problems = [];
      return taken;
    },
    close: () => browser.close(),
  };
  return engine;
}

// W3C WebDriver's codes for the keys the suite presses.
const WEBDRIVER_KEYS: Record<Key, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** A free TCP port on this machine. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts Xvfb on a display it picks, unless there is one; resolves to the display's name. */
async function display(): Promise<{ name: string; process?: ChildProcess }> {
  if (process.env.DISPLAY) return { name: process.env.DISPLAY };
  const xvfb = spawn(
    process.env.XVFB_PATH ?? 'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  const number = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]!.on('data', (data: Buffer) => resolve(data.toString().trim()));
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { name: `:${number}`, process: xvfb };
}

export async function launchWebKit(driverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver') {
  const screen = await display();
  const port = await freePort();
  // The browser's website data (its service worker's caches too), removed on closing.
  const data = mkdtempSync(path.join(tmpdir(), 'webkit-engine-'));
  const driver = spawn(driverPath, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: screen.name, WEBKIT_ENGINE_DATA: data },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Each console message of the page, as WebKit writes it to stderr: `[url:line:column: ]CONSOLE
  // [SOURCE] LEVEL text`.
  let problems: string[] = [];
  let pending = '';
  driver.stderr!.on('data', (data: Buffer) => {
    const lines = (pending + data.toString()).split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      const message = /(?:^|: )CONSOLE (?:(\w+) )?ERROR (.*)$/.exec(line);
      if (!message) continue;
      const [, source, text] = message;
      const kind =
        source === 'SECURITY' ? 'policy violation' : source === 'JS' ? 'uncaught exception' : 'console error';
      problems.push(
        describeProblem(kind, source === 'NETWORK' ? `${text} (${line.split(/:\d+:\d+: CONSOLE/)[0]})` : text),
      );
    }
  });

  const base = `http://127.0.0.1:${port}`;
  async function call<T>(method: string, route: string, body?: unknown): Promise<T> {
    const response = await fetch(base + route, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebDriver ${method} ${route}: ${value.error}: ${value.message}`);
    return value;
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      await call('GET', '/status');
      break;
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const { sessionId, capabilities } = await call<{ sessionId: string; capabilities: { browserVersion: string } }>(
    'POST',
    '/session',
    {
      capabilities: {
        alwaysMatch: {
          'webkitgtk:browserOptions': {
            binary: process.env.WEBKIT_BROWSER_PATH ?? path.resolve('tests/engines/webkit-browser.py'),
            args: [],
          },
        },
      },
    },
  );
  const session = (route: string) => `/session/${sessionId}${route}`;
  const keys = async (values: string[]) =>
    void (await call('POST', session('/actions'), {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: values.flatMap((value) => [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ]),
        },
      ],
    }));

  const engine: EngineBrowser = {
    name: `WebKitGTK ${capabilities.browserVersion}`,
    goto: (url) => call('POST', session('/url'), { url }),
    evaluate: (fn, ...args) =>
      call('POST', session('/execute/sync'), { script: `return (${fn}).apply(null, arguments)`, args }),
    click: async (selector) => {
      const element = await call<Record<string, string>>('POST', session('/element'), {
        using: 'css selector',
        value: selector,
      });
      await call('POST', session(`/element/${element[ELEMENT]}/click`), {});
    },
    press: (key) => keys([WEBDRIVER_KEYS[key]]),
    type: (text) => keys([...text]),
    resize: async (width, height) => void (await call('POST', session('/window/rect'), { width, height })),
    problems: async () => {
      await engine.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
      const taken = problems;
      problems = [];
      return taken;
    },
    close: async () => {
      await call('DELETE', session('')).catch(() => undefined);
      driver.kill();
      screen.process?.kill();
      rmSync(data, { recursive: true, force: true });
    },
  };
  return engine;
}
