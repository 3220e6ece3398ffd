import { icon } from "./shell";

export const CopyIcon = icon("copy");
