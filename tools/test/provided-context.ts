// What the integration suite's global setup hands every test file.
declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

export {};
