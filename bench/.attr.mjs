// attribute minified bytes of each chunk to its source packages
import { readFileSync, readdirSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const dir = 'dist/web/assets';
const want = process.argv.slice(2);
for (const f of readdirSync(dir).filter((f) => f.endsWith('.js') && want.some((w) => f.startsWith(w)))) {
  const code = readFileSync(`${dir}/${f}`, 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${dir}/${f}.map`, 'utf8')));
  const lines = code.split('\n');
  const bytes = {};
  let last = null;
  map.eachMapping((m) => {
    // crude: count by generated positions
  });
  const segs = [];
  map.eachMapping((m) => segs.push(m));
  segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i], n = segs[i + 1];
    const end = n && n.generatedLine === s.generatedLine ? n.generatedColumn : lines[s.generatedLine - 1].length;
    let src = s.source || '?';
    const mm = src.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
    src = mm ? mm[1] : src.replace(/.*\/src\//, 'src/');
    bytes[src] = (bytes[src] || 0) + (end - s.generatedColumn);
  }
  console.log(`\n${f} ${(code.length / 1024).toFixed(1)} KB min`);
  for (const [k, v] of Object.entries(bytes).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(v / 1024).toFixed(1).padStart(7)}  ${k}`);
}
