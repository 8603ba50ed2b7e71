export function pageFileOf(route: { id: string; page?: () => Promise<unknown>; feature?: string }): string;
