const inlineMedia = /\.(png|jpe?g|gif|webp)$/i;

/**
 * How /media serves a file: uploaded images show in pages; every other upload (task documents) is
 * downloaded, under its stored name without the random prefix that keys carry (<random>-<name>).
 */
export function mediaDisposition(path: string): string {
  if (inlineMedia.test(path)) return 'inline';
  const name = (path.split(/[\\/]/).pop() || 'file').replace(/^[0-9a-f]{12}-/, '');
  const encoded = encodeURIComponent(name).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename*=UTF-8''${encoded}`;
}
