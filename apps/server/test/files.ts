// Files of every kind an attachment may or may not be, made in the test: real signatures, no fixtures on disk.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A zip of text entries, stored uncompressed (what an .xlsx, a .docx or a plain zip is made of). */
export function zip(entries: Record<string, string>) {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const file = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(file.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(file.length, 28);
    entry.writeUInt32LE(offset, 42);
    parts.push(local, file, data);
    central.push(entry, file);
    offset += local.length + file.length + data.length;
  }
  const size = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${main.split(' ')[0]}" ContentType="${main.split(' ')[1]}"/></Types>`;

export const samples = {
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer(),
  jpeg: () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
      .jpeg()
      .toBuffer(),
  xlsx: () =>
    zip({
      '[Content_Types].xml': contentTypes(
        'xl/workbook.xml application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      ),
      'xl/workbook.xml': '<workbook/>',
    }),
  docx: () =>
    zip({
      '[Content_Types].xml': contentTypes(
        'word/document.xml application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      ),
      'word/document.xml': '<document/>',
    }),
  zip: () => zip({ 'okubeni.txt': 'merhaba' }),
  dwg: () => Buffer.concat([Buffer.from('AC1032'), Buffer.alloc(200, 0)]),
  dxf: () => Buffer.from('999\r\nÇizim programı\r\n  0\r\nSECTION\r\n  2\r\nHEADER\r\n  0\r\nENDSEC\r\n  0\r\nEOF\r\n'),
  step: () => Buffer.from("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('flans'),'2;1');\nENDSEC;\nEND-ISO-10303-21;\n"),
  exe: () =>
    Buffer.concat([
      Buffer.from('MZ'),
      Buffer.alloc(58, 0),
      Buffer.from([0x80, 0, 0, 0]),
      Buffer.alloc(64, 0),
      Buffer.from('PE\0\0'),
      Buffer.alloc(200, 1),
    ]),
  elf: () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 0)]),
  html: () => Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'),
  text: () => Buffer.from('sadece bir metin\n  0\nSECTION\n'),
  /** a DXF header with a NUL byte behind it: not text, not a drawing */
  dxfWithNul: () => Buffer.from('  0\nSECTION\n  2\nHEADER\n\0\0\0'),
};
