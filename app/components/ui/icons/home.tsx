import { icon } from "./shell";

export const HomeIcon = icon(
  <path d="m3 9 9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />,
  <path d="M9 22V12h6v10" />,
);
