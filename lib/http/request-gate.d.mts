export const ALLOWED_METHODS: string[];
export function gateRefusal(method: string | undefined, rawUrl: string | undefined): { status: number; error: string; details: string } | null;
