import { Icon, type IconProps } from "./shell";

export const NavigationIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m3 11 19-9-9 19-2-8-8-2z" />
  </Icon>
);
