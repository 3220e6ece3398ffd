import { icon } from "./shell";

export const CardIcon = icon("card");
