export declare const usesEmbeddedDatabase: (env: Record<string, string | undefined>) => boolean;
export declare function keepBaselineWasmOnly(env?: Record<string, string | undefined>, setFlags?: (flags: string) => void): boolean;
