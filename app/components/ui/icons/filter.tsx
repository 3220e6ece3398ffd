import { icon } from "./shell";

export const FilterIcon = icon("filter");
