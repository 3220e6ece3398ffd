import { icon } from "./shell";

export const ExternalLinkIcon = icon("external-link");
