import { useEffect, useState } from 'react';

/** What a chart takes from the active skin: series colours, text, grid, the card's surface, direction. */
export interface ChartTheme {
  palette: string[];
  text: string;
  grid: string;
  surface: string;
  font: string;
  rtl: boolean;
  dark: boolean;
}

const SERIES_COLOURS = ['primary', 'success', 'warning', 'danger', 'info', 'secondary'];

function readTheme(): ChartTheme {
  const html = document.documentElement;
  const style = getComputedStyle(html);
  const css = (name: string) => style.getPropertyValue(name).trim();
  return {
    palette: SERIES_COLOURS.map((name) => css(`--bs-${name}`)),
    text: css('--bs-secondary-color'),
    grid: css('--bs-border-color'),
    surface: css('--tb-surface'),
    font: css('--bs-body-font-family'),
    rtl: html.dir === 'rtl',
    dark: html.dataset.bsTheme === 'dark',
  };
}

/** The skin's chart colours, read again whenever the skin or the direction changes on <html>. */
export function useChartTheme(): ChartTheme {
  const [theme, setTheme] = useState(readTheme);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(readTheme()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-skin', 'data-bs-theme', 'dir'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}
