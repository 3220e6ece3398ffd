import { icon } from "./shell";

export const ChatIcon = icon("chat");
