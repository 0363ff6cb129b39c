import { describe, expect, it } from 'vitest';
import { collectInitialLoad, type BuiltChunk } from './initial-load';

const chunk = (fileName: string, more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  css: [],
  ...more,
});

const route = '/app/src/routes/variants.tsx';

describe('collectInitialLoad', () => {
  it('takes the entry, the landing route and their static imports once each, and leaves other routes out', () => {
    const chunks = [
      chunk('index.js', { isEntry: true, imports: ['vendor.js', 'ui.js'], css: ['index.css'] }),
      chunk('vendor.js'),
      chunk('ui.js', { imports: ['vendor.js'], css: ['ui.css'] }),
      chunk('variants.js', { facadeModuleId: `${route}?tsr-split=component`, imports: ['ui.js', 'tabs.js'], css: ['variants.css'] }),
      chunk('tabs.js', { imports: ['ui.js'], css: ['ui.css'] }),
      chunk('trainer.js', { facadeModuleId: '/app/src/routes/trainer.index.tsx?tsr-split=component', imports: ['editor.js'] }),
      chunk('editor.js', { css: ['editor.css'] }),
    ];
    expect(collectInitialLoad(chunks, [route])).toEqual({
      scripts: ['index.js', 'vendor.js', 'ui.js', 'variants.js', 'tabs.js'],
      styles: ['index.css', 'ui.css', 'variants.css'],
    });
  });

  it('counts a route bundled into the entry once, through the entry', () => {
    const chunks = [chunk('index.js', { isEntry: true, facadeModuleId: '/app/index.html', imports: ['vendor.js'] }), chunk('vendor.js')];
    expect(collectInitialLoad(chunks, [route]).scripts).toEqual(['index.js', 'vendor.js']);
  });

  it('survives import cycles and names it does not know', () => {
    const chunks = [chunk('index.js', { isEntry: true, imports: ['a.js'] }), chunk('a.js', { imports: ['b.js'] }), chunk('b.js', { imports: ['a.js', 'gone.js'] })];
    expect(collectInitialLoad(chunks, []).scripts).toEqual(['index.js', 'a.js', 'b.js']);
  });
});
