import { python } from '../python-source';

/**
 * The .ods reader every spreadsheet task's program starts with: the standard library only (zipfile and
 * ElementTree), so each program runs alone. Sheets by name; a number cell gives its office:value as
 * float, a text cell its text, and a repeated cell is repeated.
 */
export const odsReader = python`
  import zipfile
  import xml.etree.ElementTree as ET

  TABLE = '{urn:oasis:names:tc:opendocument:xmlns:table:1.0}'
  OFFICE = '{urn:oasis:names:tc:opendocument:xmlns:office:1.0}'

  def read_ods(name):
      root = ET.fromstring(zipfile.ZipFile(name).read('content.xml'))
      sheets = {}
      for table in root.iter(TABLE + 'table'):
          rows = sheets[table.get(TABLE + 'name')] = []
          for row in table.iter(TABLE + 'table-row'):
              cells = []
              for cell in row.findall(TABLE + 'table-cell'):
                  value = cell.get(OFFICE + 'value')
                  value = float(value) if value is not None else ''.join(cell.itertext())
                  cells += [value] * int(cell.get(TABLE + 'number-columns-repeated', '1'))
              rows.append(cells)
      return sheets
`;
