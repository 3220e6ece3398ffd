import { icon } from "./shell";

export const CardIcon = icon(
  <rect x="2" y="5" width="20" height="14" rx="2" />,
  <path d="M2 10h20M6 15h4" />,
);
