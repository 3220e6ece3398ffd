import { icon } from "./shell";

export const CheckIcon = icon("check");
