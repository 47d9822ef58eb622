// Builds, timed: wall time and peak resident memory of the build's whole process tree (sampled
// from /proc every 100 ms), and the number of HTML files a build wrote.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../../src/shared/builtPages.mjs';
import { median } from './options.mjs';

function processTreeRss(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length) {
    const pid = pending.pop();
    try {
      const rssPages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
      total += rssPages * 4096;
    } catch {
      // Gone.
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs `command args` in `cwd`; resolves to its seconds and peak bytes, rejects on failure. */
export function timedRun(command, args, { cwd, env = {} }) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, processTreeRss(child.pid))), 100);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0)
        reject(new Error(`${command} ${args.join(' ')} failed (${code}) in ${cwd}:\n${stderr.slice(-4000)}`));
      else resolve({ seconds: Number(process.hrtime.bigint() - started) / 1e9, peakBytes: peak });
    });
  });
}

export const countHtmlFiles = (dir) => htmlFiles(dir).length;

const megabytes = (bytes) => Math.round(bytes / 2 ** 20);

/**
 * `runs` clean builds of the Docusaurus site in `dir`, as its maintainers build it (`npm run build`,
 * npm's own process counted), into `outDir`; medians of their time and peak memory. Other build
 * folders are left alone: `--builds=0` measures them later.
 */
export async function measureBuilds({ name, dir, outDir, runs, env }) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    // What `docusaurus clear` removes, with this build's own output folder in place of build/.
    for (const cache of ['.docusaurus', 'node_modules/.cache', outDir])
      rmSync(path.resolve(dir, cache), { recursive: true, force: true });
    const result = await timedRun('npm', ['run', '--silent', 'build', '--', '--out-dir', outDir], { cwd: dir, env });
    console.log(`${name} build ${run}/${runs}: ${result.seconds.toFixed(1)} s, ${megabytes(result.peakBytes)} MB`);
    results.push(result);
  }
  return {
    runs: results,
    htmlFiles: countHtmlFiles(outDir),
    seconds: median(results.map((run) => run.seconds)),
    peakMegabytes: megabytes(median(results.map((run) => run.peakBytes))),
  };
}
