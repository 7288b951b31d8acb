export function auditVerdict(json: unknown): string[] | null;
export function installedDirect(manifest: object, lock: object): { name: string; version: string }[];
export function deprecatedOf(deps: { name: string; version: string }[], view: (name: string, version: string) => string): string[];
