import { chromium } from '@playwright/test';
import fs from 'node:fs';
const routes = fs.readFileSync('/tmp/auditA/routes.txt','utf8').trim().split('\n');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
const errs = [];
page.on('console', m => { if (m.type()==='error' || m.type()==='warning') errs.push(`[${page.url()}] ${m.type()}: ${m.text()}`); });
page.on('pageerror', e => errs.push(`[${page.url()}] pageerror: ${e.message}`));
const out = [];
for (const r of routes) {
  const url = 'http://localhost:4301/mutate/' + r;
  const resp = await page.goto(url, { waitUntil: 'networkidle' });
  const info = await page.evaluate(() => ({
    h1: [...document.querySelectorAll('h1')].map(h=>h.textContent.trim()),
    title: document.title,
    crumbs: [...document.querySelectorAll('nav.theme-doc-breadcrumbs li')].map(l=>l.textContent.trim()),
    active: [...document.querySelectorAll('.theme-doc-sidebar-menu .menu__link--active')].map(a=>a.textContent.trim()),
    notfound: !!document.querySelector('.hero__title') && /not found/i.test(document.body.innerText),
    toc: [...document.querySelectorAll('.table-of-contents a')].length,
    finalUrl: location.href,
  }));
  out.push({ r, status: resp.status(), ...info });
}
fs.writeFileSync('/tmp/auditA/out/routes.json', JSON.stringify(out, null, 1));
fs.writeFileSync('/tmp/auditA/out/route-console.txt', errs.join('\n'));
await browser.close();
