import {
  PERCENT_AXIS_MAX,
  PERCENT_AXIS_STEP,
  SERIES_COLOURS,
  type ChartColumn,
} from '../../src-domain/report/chart-series.ts';

/*
 * Charts drawn by pdfkit's own vector operations (lines, rectangles, text in the built-in fonts): the same
 * columns the screen hands to ApexCharts (src-domain/report/chart-series.ts), drawn without a browser or an
 * SVG step on the server. Vector, so they print sharp at any size and weigh a few kilobytes.
 */

const PLOT_HEIGHT = 150;
const AXIS_WIDTH = 34;
const LABEL_SIZE = 7;
const GRID = '#e2e8f0';
const AXIS_TEXT = '#475569';
const MAX_DATE_LABELS = 8;

const percentText = (value: number) => `${value} %`;

/** Starts a chart on a new page when it would not fit whole on this one, then writes its title. */
function chartStart(doc: PDFKit.PDFDocument, title: string, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11).fillColor('black').text(title);
  doc.moveDown(0.3);
}

/** The y axis from 0 to 110 with a grid line and a label every 20, as on the screen. */
function percentAxis(doc: PDFKit.PDFDocument, left: number, top: number, width: number) {
  const yOf = (value: number) => top + PLOT_HEIGHT - (value / PERCENT_AXIS_MAX) * PLOT_HEIGHT;
  doc.font('Helvetica').fontSize(LABEL_SIZE).lineWidth(0.5);
  for (let value = 0; value <= PERCENT_AXIS_MAX; value += PERCENT_AXIS_STEP) {
    const y = yOf(value);
    doc
      .strokeColor(GRID)
      .moveTo(left + AXIS_WIDTH, y)
      .lineTo(left + width, y)
      .stroke();
    doc
      .fillColor(AXIS_TEXT)
      .text(percentText(value), left, y - LABEL_SIZE / 2, { width: AXIS_WIDTH - 4, align: 'right' });
  }
  return yOf;
}

/** Coloured swatches with the columns' names under a chart, wrapped to the page's width. */
function legend(doc: PDFKit.PDFDocument, names: string[], top: number) {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  doc.font('Helvetica').fontSize(8);
  let x = left;
  let y = top;
  names.forEach((name, index) => {
    const width = 14 + doc.widthOfString(name) + 12;
    if (x + width > right && x > left) {
      x = left;
      y += 12;
    }
    doc.rect(x, y + 1, 10, 6).fill(SERIES_COLOURS[index % SERIES_COLOURS.length]!);
    doc.fillColor('black').text(name, x + 14, y, { lineBreak: false });
    x += width;
  });
  doc.x = left;
  doc.y = y + 16;
}

/**
 * Percentages by date as lines, one per column, with a marker at each figure; a missing figure breaks the
 * line. Dates are labelled under the axis, at most eight of them, evenly picked.
 */
export function lineChart(
  doc: PDFKit.PDFDocument,
  chart: { title: string; dates: string[]; columns: ChartColumn[] },
) {
  if (chart.dates.length === 0 || chart.columns.length === 0) return;
  chartStart(doc, chart.title, PLOT_HEIGHT + 60);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y + 4;
  const yOf = percentAxis(doc, left, top, width);
  const plotLeft = left + AXIS_WIDTH + 8;
  const plotWidth = width - AXIS_WIDTH - 16;
  const count = chart.dates.length;
  const xOf = (index: number) =>
    count === 1 ? plotLeft + plotWidth / 2 : plotLeft + (index / (count - 1)) * plotWidth;

  const every = Math.ceil(count / MAX_DATE_LABELS);
  doc.fontSize(LABEL_SIZE).fillColor(AXIS_TEXT);
  chart.dates.forEach((date, index) => {
    if (index % every !== 0 && index !== count - 1) return;
    doc.text(date, xOf(index) - 25, top + PLOT_HEIGHT + 4, { width: 50, align: 'center', lineBreak: false });
  });

  chart.columns.forEach((column, index) => {
    const colour = SERIES_COLOURS[index % SERIES_COLOURS.length]!;
    doc.strokeColor(colour).fillColor(colour).lineWidth(1.5);
    let drawing = false;
    column.values.forEach((value, at) => {
      if (value === null) {
        drawing = false;
        return;
      }
      const x = xOf(at);
      const y = yOf(Math.min(value, PERCENT_AXIS_MAX));
      if (drawing) doc.lineTo(x, y).stroke().moveTo(x, y);
      else doc.moveTo(x, y);
      drawing = true;
    });
    column.values.forEach((value, at) => {
      if (value !== null) doc.circle(xOf(at), yOf(Math.min(value, PERCENT_AXIS_MAX)), 2.2).fill(colour);
    });
  });
  legend(
    doc,
    chart.columns.map((c) => c.name),
    top + PLOT_HEIGHT + 16,
  );
}

/**
 * Horizontal bars, one group per row with a bar per series (e.g. this report and the previous one), each
 * with its figure at its end; a missing figure is a dash and no bar.
 */
export function barChart(
  doc: PDFKit.PDFDocument,
  chart: { title: string; series: string[]; rows: Array<{ name: string; values: Array<number | null> }> },
) {
  if (chart.rows.length === 0) return;
  const barHeight = 7;
  const rowHeight = chart.series.length * (barHeight + 2) + 8;
  chartStart(doc, chart.title, Math.min(rowHeight * chart.rows.length, 300) + 30);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const nameWidth = Math.min(170, width * 0.35);
  const barLeft = left + nameWidth + 6;
  const barWidth = width - nameWidth - 40;
  for (const row of chart.rows) {
    if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('black')
      .text(row.name, left, top, { width: nameWidth, height: rowHeight, ellipsis: true });
    row.values.forEach((value, index) => {
      const y = top + index * (barHeight + 2);
      const colour = SERIES_COLOURS[index % SERIES_COLOURS.length]!;
      doc.rect(barLeft, y, barWidth, barHeight).fill('#f1f5f9');
      if (value !== null)
        doc.rect(barLeft, y, (Math.max(0, Math.min(100, value)) / 100) * barWidth, barHeight).fill(colour);
      doc
        .fillColor(AXIS_TEXT)
        .fontSize(LABEL_SIZE)
        .text(value === null ? '–' : percentText(value), barLeft + barWidth + 4, y, { lineBreak: false });
    });
    doc.x = left;
    doc.y = top + rowHeight;
  }
  if (chart.series.length > 1) legend(doc, chart.series, doc.y + 2);
  doc.fontSize(10).fillColor('black');
}
