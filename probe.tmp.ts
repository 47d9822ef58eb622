import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { linkApiNames } from './src/provenance/remarkApiLinks';
import { readProvenanceFile } from './src/provenance/provenanceIndex';
import { createReferencePages, referenceDir } from './src/provenance/referencePages';
const prov = readProvenanceFile(); const ref = createReferencePages(referenceDir);
const pages = ['docs/index.mdx','docs/guides/getting-started.mdx',...readdirSync('docs/api-custom',{recursive:true,encoding:'utf8'}).filter(f=>f.endsWith('.mdx')).map(f=>'docs/api-custom/'+f)];
for (const p of pages) {
  const src = readFileSync(p,'utf8'); const title = /^title: (.+)$/m.exec(src)?.[1];
  const body = src.replace(/^---[\s\S]*?---\n/,'');
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(body);
  try { const r = linkApiNames(tree as any, path.resolve(p), title, prov, ref); console.log(p, r.linked.join(" ")); }
  catch (e) { console.log(p, 'ERROR', (e as Error).message); }
}
