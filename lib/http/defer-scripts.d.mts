export function deferFrameworkScripts(html: string): string;
export function isInfoPage(path: string): boolean;
