import { icon } from "./shell";

export const FilterIcon = icon(
  <path d="M3 5h18" />,
  <path d="M6 12h12" />,
  <path d="M10 19h4" />,
);
