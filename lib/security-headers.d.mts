export type SecurityHeaderOptions = { dev: boolean; pixel: boolean; analyticsUrl?: string; https?: boolean };
export function contentSecurityPolicy(options: SecurityHeaderOptions & { nonce?: string; scriptHashes?: string[] }): string;
export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[];
