import { icon } from "./shell";

export const HeadsetIcon = icon("headset");
