/**
 * Resolves once every picture under `root` has loaded or failed, so that print does not catch a
 * statement half drawn. A lazy picture below the screen would never start: each is made eager first.
 */
export function whenImagesLoaded(root: ParentNode): Promise<void> {
  const images = Array.from(root.querySelectorAll('img'));
  return Promise.all(
    images.map((image) => {
      image.loading = 'eager';
      if (image.complete) return Promise.resolve();
      return new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });
    }),
  ).then(() => undefined);
}
