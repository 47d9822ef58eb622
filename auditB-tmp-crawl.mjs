import { chromium } from '@playwright/test';
import fs from 'fs';
const pages = fs.readFileSync('/tmp/auditB/pages.txt','utf8').trim().split('\n');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
const errors = [];
page.on('console', m => { if (m.type()==='error' || m.type()==='warning') errors.push(page.url()+' '+m.type()+' '+m.text()); });
page.on('pageerror', e => errors.push(page.url()+' pageerror '+e.message));
const out = {};
for (const p of pages) {
  const url = 'http://localhost:4302/mutate' + p;
  const resp = await page.goto(url, { waitUntil: 'networkidle' });
  const data = await page.evaluate(() => {
    const art = document.querySelector('article') || document.querySelector('main');
    const headings = [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')].map(h => h.tagName + ' ' + h.textContent.trim());
    const sw = document.documentElement.scrollWidth;
    const links = [...document.querySelectorAll('article a[href]')].map(a => a.getAttribute('href'));
    return { title: document.title, text: art ? art.innerText : '', headings, sw, links,
      desc: document.querySelector('meta[name=description]')?.content,
      h1count: document.querySelectorAll('h1').length };
  });
  out[p] = { status: resp.status(), ...data };
}
fs.writeFileSync('/tmp/auditB/out/crawl.json', JSON.stringify(out, null, 1));
fs.writeFileSync('/tmp/auditB/out/console.txt', errors.join('\n'));
await browser.close();
