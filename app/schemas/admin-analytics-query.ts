import { z } from "zod";
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, PERIOD_MESSAGE } from "~/schemas/admin-analytics-periods";

// GET /api/admin/analytics?period= (imported through admin-analytics.ts). Its
// own module so that the admin screens, which never validate a query with zod,
// do not bundle zod.

export const AnalyticsQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS, { errorMap: () => ({ message: PERIOD_MESSAGE }) }).default(DEFAULT_ANALYTICS_PERIOD),
});
