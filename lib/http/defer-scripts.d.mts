export function deferFrameworkScripts(html: string): string;
