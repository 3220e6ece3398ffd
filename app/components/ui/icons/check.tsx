import { icon } from "./shell";

export const CheckIcon = icon(<path d="M20 6 9 17l-5-5" />);
