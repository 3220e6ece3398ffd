import { icon } from "./shell";

export const SparkleIcon = icon("sparkle");
