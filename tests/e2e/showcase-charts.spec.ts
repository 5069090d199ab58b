import type { Locator, Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';

// Each chart page: the data table under a chart holds the server's rows, the chart library arrives after the page
// is shown, and a chart is drawn again in the new colours when the skin changes.

interface ChartData {
  labels: string[];
  series: { key: string; data: number[] }[];
}

const number = new Intl.NumberFormat('es', { maximumFractionDigits: 2 });

/** Opens a chart page, keeping the answer of one of its data sets. */
async function open(page: Page, path: string, kind: string): Promise<ChartData> {
  await loginAs(page, 'admin');
  const answer = page.waitForResponse((res) => res.url().includes(`/api/charts/data?kind=${kind}`));
  await page.goto(path);
  return (await (await answer).json()) as ChartData;
}

/** The card's table (kept for screen readers once the chart is drawn) has one row per label, with the server's numbers. */
async function expectTableOf(card: Locator, data: ChartData) {
  const rows = card.locator('tbody tr');
  await expect(rows).toHaveCount(data.labels.length);
  const first = data.series.map((s) => number.format(s.data[0]));
  await expect(rows.first().locator('td')).toHaveText(first);
  const last = data.series.map((s) => number.format(s.data[data.labels.length - 1]));
  await expect(rows.last().locator('td')).toHaveText(last);
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const toDark = (page: Page) => page.getByRole('button', { name: 'Cambiar a tema oscuro' }).click();

test('ApexCharts: every chart type with its table of the server’s rows; an axis changes colour with the skin', async ({ page }) => {
  const sales = await open(page, '/charts/apex', 'sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Gráficos con ApexCharts' })).toBeVisible();
  const line = card(page, 'Líneas · ventas mensuales (miles de €)');
  await expectTableOf(line, sales);
  for (const title of ['Velas · cotización diaria (€)', 'Mapa de calor · actividad por día y hora', 'Barras radiales · objetivos alcanzados (%)', 'Anillo · visitas por origen']) {
    await expect(card(page, title).locator('svg.apexcharts-svg')).toBeVisible();
  }

  const label = line.locator('.apexcharts-xaxis-label').first();
  await expect(label).toBeVisible();
  const before = await label.getAttribute('fill');
  await toDark(page);
  await expect(line.locator('.apexcharts-xaxis-label').first()).not.toHaveAttribute('fill', before ?? '');

  // The table can be shown in place of the chart.
  await line.getByRole('button', { name: 'Ver tabla' }).click();
  await expect(line.getByRole('region', { name: /Datos: Líneas/ })).toBeVisible();
  await expect(line.locator('svg.apexcharts-svg')).toHaveCount(0);
});

test('Chart.js: the charts are drawn on canvas from the server’s rows and drawn again when the skin turns dark', async ({ page }) => {
  const traffic = await open(page, '/charts/chartjs', 'traffic');
  await expect(page.getByRole('heading', { level: 1, name: 'Gráficos con Chart.js' })).toBeVisible();
  const bars = card(page, 'Barras · visitas por origen');
  await expectTableOf(bars, traffic);
  await expect(bars.locator('tbody th').first()).toHaveText('Directo');
  for (const title of ['Radar · competencias por equipo', 'Área polar · objetivos alcanzados (%)', 'Burbujas · altura y peso']) {
    await expect(card(page, title).locator('canvas')).toBeVisible();
  }

  const canvas = bars.locator('canvas');
  await expect(canvas).toBeVisible();
  // The first frame is drawn once the canvas has its size.
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(0);
  const picture = () => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
  const light = await picture();
  await toDark(page);
  await expect.poll(picture).not.toBe(light);
});

test('Recharts: SVG charts with their tables; the axis text follows the skin and the value axis moves right to left', async ({ page }) => {
  const temperature = await open(page, '/charts/recharts', 'temperature');
  await expect(page.getByRole('heading', { level: 1, name: 'Gráficos con Recharts' })).toBeVisible();
  const area = card(page, 'Área · temperaturas de julio (°C)');
  await expectTableOf(area, temperature);
  for (const title of ['Radar · competencias por equipo', 'Barras radiales · objetivos alcanzados (%)', 'Dispersión · altura y peso']) {
    await expect(card(page, title).locator('svg.recharts-surface').first()).toBeVisible();
  }

  const tick = area.locator('.recharts-cartesian-axis-tick-value').first();
  await expect(tick).toBeVisible();
  const before = await tick.getAttribute('fill');
  await toDark(page);
  await expect(area.locator('.recharts-cartesian-axis-tick-value').first()).not.toHaveAttribute('fill', before ?? '');
});

test('right to left, the charts are mirrored: the value axis stands on the right', async ({ page }) => {
  await loginAs(page, 'admin', { language: 'ar' });
  await page.goto('/charts/recharts');
  const area = page.locator('[data-chart=area]');
  const axis = area.locator('.recharts-yAxis');
  await expect(axis).toBeVisible();
  const [axisBox, chartBox] = [await axis.boundingBox(), await area.locator('.recharts-wrapper').first().boundingBox()];
  expect(axisBox!.x).toBeGreaterThan(chartBox!.x + chartBox!.width / 2);
});
