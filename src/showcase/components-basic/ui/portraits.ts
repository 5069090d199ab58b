/** A drawn head-and-shoulders picture as an SVG data address: the avatars' "photos" are made here, never fetched. */
export function portrait(background: string, skin: string, hair: string, shirt: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><path d="M10 64c2-13 11-19 22-19s20 6 22 19z" fill="${shirt}"/><circle cx="32" cy="28" r="13" fill="${skin}"/><path d="M19 27c0-10 6-15 13-15s13 5 13 15c-3-5-8-7-13-7s-10 2-13 7z" fill="${hair}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Four people drawn with different colours. */
export const PORTRAITS = [
  portrait('#d9d4ff', '#f1c7a5', '#3b2a20', '#5f4ff0'),
  portrait('#c9f0dc', '#a8734f', '#1b1b1b', '#18864a'),
  portrait('#ffe0c2', '#e8b48f', '#b4420b', '#0a6e86'),
  portrait('#d4ecf2', '#7a4d34', '#5d6475', '#b0224f'),
];
