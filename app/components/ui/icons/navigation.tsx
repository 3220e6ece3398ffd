import { icon } from "./shell";

export const NavigationIcon = icon(<path d="m3 11 19-9-9 19-2-8-8-2z" />);
