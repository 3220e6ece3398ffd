import { icon } from "./shell";

export const ListIcon = icon("list");
