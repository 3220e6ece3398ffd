import { icon } from "./shell";

export const HandshakeIcon = icon("handshake");
