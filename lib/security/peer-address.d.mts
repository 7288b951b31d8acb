export const PEER_HEADER: string;
export function peerHeaderValue(address: string | undefined): string;
export function peerAddressOf(headers: Headers): string | null;
