import { useEffect, useState } from 'react';

export type CopyState = { key: string; outcome: 'copied' | 'failed' } | null;

/**
 * Copies text with the Clipboard API and remembers, for two seconds, which button copied (or that the browser
 * refused: no API outside a secure context, or permission denied), so the page can say so beside it.
 */
export function useCopy() {
  const [state, setState] = useState<CopyState>(null);
  useEffect(() => {
    if (!state || state.outcome === 'failed') return;
    const timer = window.setTimeout(() => setState(null), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async (key: string, text: string) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No Clipboard API');
      await navigator.clipboard.writeText(text);
      setState({ key, outcome: 'copied' });
    } catch {
      setState({ key, outcome: 'failed' });
    }
  };
  return { state, copy };
}
