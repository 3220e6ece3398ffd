import { icon } from "./shell";

export const SearchIcon = icon("search");
