export type RateLimitsTable = { key: string; window_start: Date; hits: number };
