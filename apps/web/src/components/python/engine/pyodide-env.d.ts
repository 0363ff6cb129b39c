interface ImportMetaEnv {
  /** Where pyodide-assets-plugin serves Pyodide's runtime: '/assets/pyodide-<version>/'. */
  readonly PYODIDE_INDEX_URL: string;
}
