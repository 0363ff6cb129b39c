import { crc32 } from 'node:zlib';

/*
 * Small, real-enough files for tests of uploads: each has the bytes file-type and checkDocument
 * look at, nothing more. Not used by the product itself.
 */

/** A zip archive of stored (uncompressed) entries. */
export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const openDocument = (mime: string) => zipOf({ mimetype: mime, 'content.xml': '<?xml version="1.0" encoding="UTF-8"?><office:document-content/>' });

const officeOpenXml = (mainType: string, folder: string) =>
  zipOf({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${folder}/main.xml" ContentType="${mainType}"/></Types>`,
    [`${folder}/main.xml`]: '<?xml version="1.0" encoding="UTF-8"?><root/>',
  });

const compoundFile = (stream: string) =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from(stream, 'utf16le'), Buffer.alloc(512)]);

export const documentFixtures = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ods: openDocument('application/vnd.oasis.opendocument.spreadsheet'),
  odt: openDocument('application/vnd.oasis.opendocument.text'),
  docx: officeOpenXml('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml', 'word'),
  xlsx: officeOpenXml('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', 'xl'),
  doc: compoundFile('WordDocument'),
  xls: compoundFile('Workbook'),
  txt: Buffer.from('12 15 7\n3 8 21\n'),
  cp1251Txt: Buffer.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2, 0x0d, 0x0a]),
  csv: Buffer.from('число;результат\n12;3\n'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), Buffer.alloc(400, 0x90)]),
  zip: zipOf({ 'readme.txt': 'hello' }),
  msi: compoundFile('SummaryInformation'),
};
