import { icon } from "./shell";

export const GridIcon = icon("grid");
