// The analytics periods (spec/admin.md section 9), apart from the zod query
// schema that is built on them (admin-analytics-query.ts); admin-analytics.ts
// re-exports both.

export const ANALYTICS_PERIODS = ["7d", "30d", "3m", "1y"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = "30d";

export const PERIOD_MESSAGE = `period must be one of ${ANALYTICS_PERIODS.join(", ")}`;
