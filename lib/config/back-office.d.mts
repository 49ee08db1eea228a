export declare const DEFAULT_API_URL: string;
export declare function backOfficeIdentity(env?: Partial<Record<string, string | undefined>>): string;
export declare function backOfficeKey(env?: Partial<Record<string, string | undefined>>): string;
