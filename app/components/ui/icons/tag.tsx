import { icon } from "./shell";

export const TagIcon = icon("tag");
