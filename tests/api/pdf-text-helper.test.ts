import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text.js';

/** A one-stream PDF body as pdfkit writes it: the dictionary with /Length, then the compressed bytes. */
function pdfWithStream(compressed: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`%PDF-1.3\n5 0 obj\n<<\n/Length ${compressed.length}\n/Filter /FlateDecode\n>>\nstream\n`, 'latin1'),
    compressed,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
}

const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex');

describe('the PDF text reader the report tests use', () => {
  it('reads a page whose compressed bytes end in a carriage return (it lost that page once in CI)', () => {
    let found: { text: string; compressed: Buffer } | undefined;
    for (let n = 0; n < 5000 && !found; n += 1) {
      const text = `Uppfyllnad: ${n} %`;
      const compressed = deflateSync(Buffer.from(`BT [<${hex(text)}>] TJ ET`, 'latin1'));
      if (compressed.at(-1) === 0x0d) found = { text, compressed };
    }
    expect(found, 'a text whose compressed form ends in \\r').toBeDefined();
    expect(pdfText(pdfWithStream(found!.compressed))).toEqual([found!.text]);
  });

  it('reads every stream of a document in order', () => {
    const one = deflateSync(Buffer.from(`BT [<${hex('Första')}>] TJ ET`, 'latin1'));
    const two = deflateSync(Buffer.from(`BT [<${hex('Andra')}> 120 <${hex(' sidan')}>] TJ ET`, 'latin1'));
    const document = Buffer.concat([pdfWithStream(one), pdfWithStream(two)]);
    expect(pdfText(document)).toEqual(['Första', 'Andra sidan']);
  });
});
