// Draws the blog's sample featured images (public/images/blog/<slug>.svg): a soft gradient, a horizon and a
// motif for the post's first category. Run once with `node scripts/blog-images.mjs`; the output is committed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const source = readFileSync(new URL('../src/modules/blog/sample-posts.ts', import.meta.url), 'utf8');
const posts = [...source.matchAll(/slug: '([^']+)', title: '([^']+)'.*?categories: \['([a-z]+)'/g)].map((m) => ({ slug: m[1], title: m[2], category: m[3] }));
const PALETTES = [
  ['#7367f0', '#a8a1f7'],
  ['#28c76f', '#8fe3b5'],
  ['#ff9f43', '#ffd0a3'],
  ['#00bad1', '#86e2ee'],
  ['#ea5455', '#f5a9a9'],
  ['#4b4b6b', '#a3a3c2'],
];
const MOTIFS = {
  fashion: (c) => `<path d="M330 150l50-30h40l50 30-25 45-25-12v115H380V183l-25 12z" fill="${c}"/>`,
  food: (c) => `<circle cx="400" cy="215" r="80" fill="#fff" opacity=".92"/><circle cx="400" cy="215" r="55" fill="${c}"/><rect x="290" y="140" width="10" height="150" rx="5" fill="#fff"/><rect x="500" y="140" width="10" height="150" rx="5" fill="#fff"/>`,
  gaming: (c) => `<rect x="300" y="165" width="200" height="100" rx="50" fill="${c}"/><rect x="340" y="205" width="40" height="12" rx="4" fill="#fff"/><rect x="354" y="191" width="12" height="40" rx="4" fill="#fff"/><circle cx="445" cy="200" r="9" fill="#fff"/><circle cx="465" cy="225" r="9" fill="#fff"/>`,
  quote: (c) => `<path d="M320 260v-50c0-35 20-60 55-65v25c-15 5-22 17-22 30h22v60zm95 0v-50c0-35 20-60 55-65v25c-15 5-22 17-22 30h22v60z" fill="${c}"/>`,
  video: (c) => `<rect x="305" y="150" width="190" height="130" rx="18" fill="${c}"/><path d="M380 185v60l50-30z" fill="#fff"/>`,
};
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

mkdirSync(new URL('../public/images/blog/', import.meta.url), { recursive: true });
posts.forEach((post, i) => {
  const [strong, soft] = PALETTES[i % PALETTES.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" role="img" aria-label="${escape(post.title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${soft}"/><stop offset="1" stop-color="#f4f5fa"/></linearGradient></defs>` +
    `<rect width="800" height="400" fill="url(#g)"/>` +
    `<circle cx="${640 - (i % 4) * 40}" cy="${90 + (i % 3) * 15}" r="46" fill="#fff" opacity=".55"/>` +
    `<path d="M0 330 C 160 ${280 + (i % 5) * 8}, 320 360, 480 320 S 720 ${290 + (i % 4) * 10}, 800 310 V400 H0z" fill="${strong}" opacity=".25"/>` +
    `<path d="M0 360 C 200 330, 420 390, 800 350 V400 H0z" fill="${strong}" opacity=".4"/>` +
    MOTIFS[post.category](strong) +
    `</svg>\n`;
  writeFileSync(new URL(`../public/images/blog/${post.slug}.svg`, import.meta.url), svg);
});
console.log(`${posts.length} images drawn`);
