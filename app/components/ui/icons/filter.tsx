import { Icon, type IconProps } from "./shell";

export const FilterIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 5h18" />
    <path d="M6 12h12" />
    <path d="M10 19h4" />
  </Icon>
);
