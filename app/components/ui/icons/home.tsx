import { icon } from "./shell";

export const HomeIcon = icon("home");
