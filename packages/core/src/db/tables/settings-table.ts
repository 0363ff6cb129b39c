/** `value` is any JSON: each key's reader knows its own. */
export type SettingsTable = { key: string; value: unknown };
