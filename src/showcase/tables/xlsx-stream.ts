import { zipStream } from './zip-stream';

export type Cell = string | number;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// Characters XML 1.0 cannot hold at all.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(value: Cell, ref: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"><v>${value}</v></c>`;
  // Inline strings: no shared-strings table to keep in memory while the sheet is written.
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
}

/** One sheet's rows as XML, the header row bold (style 1) and frozen. */
async function* sheetXml(header: readonly string[], batches: AsyncIterable<Cell[][]>): AsyncGenerator<string> {
  const letters = header.map((_, i) => columnName(i));
  yield `${XML}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`;
  yield `<row r="1">${header.map((text, i) => cellXml(text, `${letters[i]}1`).replace('<c ', '<c s="1" ')).join('')}</row>`;
  let r = 1;
  for await (const rows of batches) {
    yield rows.map((cells) => `<row r="${++r}">${cells.map((value, i) => cellXml(value, `${letters[i]}${r}`)).join('')}</row>`).join('');
  }
  yield '</sheetData></worksheet>';
}

/**
 * An XLSX workbook of one sheet, written as its rows arrive: the fixed parts are a few hundred bytes, the sheet is
 * deflated batch by batch, so memory stays flat however many rows there are.
 */
export function xlsxStream(sheetName: string, header: readonly string[], batches: AsyncIterable<Cell[][]>, modified: Date): AsyncGenerator<Uint8Array> {
  const sheet = escapeXml(sheetName.slice(0, 31));
  return zipStream(
    [
      {
        name: '[Content_Types].xml',
        content: [
          `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
        ],
      },
      { name: '_rels/.rels', content: [`${XML}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`] },
      { name: 'xl/workbook.xml', content: [`${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="${sheet}" sheetId="1" r:id="rId1"/></sheets></workbook>`] },
      {
        name: 'xl/_rels/workbook.xml.rels',
        content: [`${XML}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELS}/styles" Target="styles.xml"/></Relationships>`],
      },
      {
        name: 'xl/styles.xml',
        content: [
          `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`,
        ],
      },
      { name: 'xl/worksheets/sheet1.xml', content: sheetXml(header, batches) },
    ],
    modified,
  );
}
