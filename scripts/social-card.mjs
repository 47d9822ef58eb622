// Renders static/img/social-card.png, the image link previews show (og:image, twitter:image):
// the logo, the site's title and tagline on a 1200 × 630 card. Most previews cannot show an SVG.
// Run it again after changing the logo, title or tagline, once a build or `npm start` has written
// the site's resolved configuration (.docusaurus/): node scripts/social-card.mjs
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findChromium } from './chromium.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { default: config } = await import(path.join(siteDir, '.docusaurus/docusaurus.config.mjs'));
const logo = await readFile(path.join(siteDir, 'static/img/logo.svg'), 'utf8');
const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const card = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:96px;display:flex;flex-direction:column;
  justify-content:center;gap:40px;background:#1b1b1d;color:#fff;font-family:system-ui,sans-serif">
  <div style="display:flex;align-items:center;gap:40px">
    <div style="width:160px;height:160px">${logo.replace('<svg ', '<svg width="160" height="160" ')}</div>
    <div style="font-size:120px;font-weight:700">${escapeHtml(config.title)}</div>
  </div>
  <div style="font-size:48px;line-height:1.3;color:#dadde1">${escapeHtml(config.tagline)}</div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: findChromium({ install: false }) });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(card);
const out = path.join(siteDir, 'static/img/social-card.png');
await page.screenshot({ path: out });
await browser.close();
console.log(`Wrote ${path.relative(siteDir, out)}`);
