import { icon } from "./shell";

export const ReturnIcon = icon("return");
