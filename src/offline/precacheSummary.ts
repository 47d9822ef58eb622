// Shared by the build (precache.ts), which writes the summary to the site layout's
// PRECACHE_SUMMARY_FILE, and the control, which states it.

/** What the control states before the reader confirms: how many files the precache holds and their bytes. */
export type PrecacheSummary = { files: number; bytes: number };

/** `bytes` as the control states them: megabytes with one decimal ("15.2 MB"), at least 0.1. */
export const formatMegabytes = (bytes: number): string => `${Math.max(bytes / 1e6, 0.1).toFixed(1)} MB`;
