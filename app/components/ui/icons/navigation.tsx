import { icon } from "./shell";

export const NavigationIcon = icon("navigation");
