const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The editors' opening text as HTML, built from translated words (escaped: they are text, never markup). */
export function sampleHtml(words: { lead: string; body: string; items: string[]; quote: string }): string {
  return `<p><strong>${escape(words.lead)}</strong></p><p>${escape(words.body)}</p><ul>${words.items.map((item) => `<li><p>${escape(item)}</p></li>`).join('')}</ul><blockquote><p><em>${escape(words.quote)}</em></p></blockquote>`;
}

/** The characters and words a person sees in the HTML (markup left out). */
export function textCounts(html: string): { characters: number; words: number } {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const trimmed = text.trim();
  return { characters: text.length, words: trimmed ? trimmed.split(/\s+/).length : 0 };
}
