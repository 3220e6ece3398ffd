import { icon } from "./shell";

export const HeartHandIcon = icon("heart-hand");
