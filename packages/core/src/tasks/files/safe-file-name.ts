const cyrillic: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** The last part of a name a browser sent, which old browsers send as a whole Windows path. */
export function baseNameOf(filename: string): string {
  return filename.split(/[\\/]/).pop()?.trim() ?? '';
}

/**
 * A storage-safe name for an uploaded file: Latin letters (Cyrillic transliterated), digits, '_' and
 * '-', with the extension its content was found to have. Keys stay plain ASCII in URLs and on disk;
 * the original name is kept beside the key for showing.
 */
export function safeFileName(filename: string, extension: string): string {
  const base = baseNameOf(filename);
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .normalize('NFC')
    .split('')
    .map((char) => transliterate(char))
    .join('')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '')
    .slice(0, 60);
  return `${stem || 'file'}.${extension}`;
}

/** Cyrillic letters in Latin ones (Ж → Zh), anything else as it is. */
export function transliterate(char: string): string {
  const lower = char.toLowerCase();
  const latin = cyrillic[lower];
  if (latin === undefined) return char;
  return char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
}
